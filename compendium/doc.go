// Package compendium is the game's content as data: monsters, weapons,
// armor, items, spells and classes, written as YAML from the SRD 5.1 facts
// and the seed tables, embedded with go:embed, and checked when it loads
// with the file and line of every mistake. The engine (package battle)
// applies what the data describes; compendium itself knows the data's
// shape and the tables that go with it (challenge rating to XP and
// proficiency bonus, encounter difficulty), never the rules of a fight.
//
// It also reads public formats: an importer turns the public 5e-database
// monsters JSON into compendium YAML, saying per monster what it could not
// map rather than guessing.
package compendium
