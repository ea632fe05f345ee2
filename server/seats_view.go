package server

import (
	"context"
	"strings"

	"github.com/skirmish-rpg/skirmish/store"
)

// seatView adds to a view what the seats say (the store's tokens, not
// the table): the characters the player link may still claim, for the
// player link and the DM, and which characters a player holds, for
// everyone. The page's claim picker reads Claimable. A store that cannot
// list the tokens leaves the view as it was: the state is still worth
// showing.
func (s *Service) seatView(ctx context.Context, t *table, p Principal, v View) View {
	seats, err := s.seated(ctx, t.id)
	if err != nil {
		return v
	}
	if p.Role == store.RolePlayer || p.Role == store.RoleDM {
		v.Claimable = t.claimable(seats)
	}
	for k := range v.Creatures {
		c := &v.Creatures[k]
		c.Player = c.Kind == "character" && seats[strings.ToLower(c.Name)]
	}
	return v
}
