package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/hex"
	"errors"
	"strings"

	"github.com/skirmish-rpg/skirmish/store"
)

// Principal is who a request comes from: the role its token gives and,
// for a seat, the character it plays.
type Principal struct {
	Role      store.Role
	Character string
	Hash      string // the token's hash, to revoke it
}

// by names the principal in a log batch.
func (p Principal) by() string {
	if p.Role == store.RoleSeat {
		return p.Character
	}
	return string(p.Role)
}

// secret makes n random bytes as lower-case base32 with no padding: safe
// in a URL, unguessable (a token is 160 bits, an encounter id 80).
func secret(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24+)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// hashToken is what the store keeps of a token.
func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// issue makes a new token for a role of an encounter and stores its hash.
func (s *Service) issue(ctx context.Context, id string, role store.Role, character string) (string, error) {
	tok := secret(20)
	t := store.Token{Hash: hashToken(tok), Encounter: id, Role: role, Character: character, Created: s.now()}
	if err := s.st.PutToken(ctx, t); err != nil {
		return "", err
	}
	return tok, nil
}

// Auth finds who holds token for encounter id. A wrong, revoked or
// replaced token, or one of another encounter, is refused alike: the
// answer tells nothing about which.
func (s *Service) Auth(ctx context.Context, id, token string) (Principal, error) {
	if token == "" {
		return Principal{}, errNoToken
	}
	if len(token) > 128 {
		return Principal{}, errBadToken
	}
	t, err := s.st.Token(ctx, hashToken(token))
	if errors.Is(err, store.ErrNotFound) || err == nil && (t.Encounter != id || t.Revoked) {
		return Principal{}, errBadToken
	}
	if err != nil {
		return Principal{}, wrap(err)
	}
	return Principal{Role: t.Role, Character: t.Character, Hash: t.Hash}, nil
}

// Rotate replaces the live tokens of a role (dm, player or spectator)
// with a new one: links given out before stop working. Seats are revoked
// one by one (Revoke), so a rotated player link leaves the players who
// already claimed their characters playing.
func (s *Service) Rotate(ctx context.Context, id string, p Principal, role store.Role) (string, error) {
	if p.Role != store.RoleDM {
		return "", errDMOnly
	}
	switch role {
	case store.RoleDM, store.RolePlayer, store.RoleSpectator:
	default:
		return "", badField("role", "rotate dm, player or spectator, not %q", role)
	}
	if err := s.revokeWhere(ctx, id, func(t store.Token) bool { return t.Role == role }); err != nil {
		return "", err
	}
	return s.issue(ctx, id, role, "")
}

// Revoke ends the seat of a character: its player's token stops working
// and the character may be claimed again.
func (s *Service) Revoke(ctx context.Context, id string, p Principal, character string) error {
	if p.Role != store.RoleDM {
		return errDMOnly
	}
	n := 0
	err := s.revokeWhere(ctx, id, func(t store.Token) bool {
		ok := t.Role == store.RoleSeat && strings.EqualFold(t.Character, character)
		if ok {
			n++
		}
		return ok
	})
	if err == nil && n == 0 {
		return badField("character", "no player has claimed %q", character)
	}
	return err
}

func (s *Service) revokeWhere(ctx context.Context, id string, match func(store.Token) bool) error {
	ts, err := s.st.Tokens(ctx, id)
	if err != nil {
		return fail(err)
	}
	for _, t := range ts {
		if !t.Revoked && match(t) {
			t.Revoked = true
			if err := s.st.PutToken(ctx, t); err != nil {
				return fail(err)
			}
		}
	}
	return nil
}

// seated are the characters (lower-case names) a player holds a live seat for.
func (s *Service) seated(ctx context.Context, id string) (map[string]bool, error) {
	ts, err := s.st.Tokens(ctx, id)
	if err != nil {
		return nil, wrap(err)
	}
	out := map[string]bool{}
	for _, t := range ts {
		if t.Role == store.RoleSeat && !t.Revoked {
			out[strings.ToLower(t.Character)] = true
		}
	}
	return out, nil
}

// live reports whether the token a principal came with still works: a
// stream opened before it was revoked or replaced ends.
func (s *Service) live(ctx context.Context, id string, p Principal) bool {
	t, err := s.st.Token(ctx, p.Hash)
	return err == nil && t.Encounter == id && !t.Revoked
}
