module github.com/skirmish-rpg/skirmish

go 1.26.8
