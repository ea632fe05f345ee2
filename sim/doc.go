// Package sim plays an encounter many times with tactics policies on
// every side and tells a DM what the dice say: who wins and how often,
// how long it takes, who goes down and who dies, what it costs, and how
// bad a bad night is.
//
// Every trial is the one engine (battle.Decide and Apply) driven by a
// policy, seeded from the study's seed and the trial's number: the same
// file, seed and trial count give the same report on any number of
// workers, and any trial replays alone with `skirmish run FILE --auto
// --seed S`. Statistics are integer tallies and histograms, so runs split
// into shards merge into exactly the report of one run, and memory stays
// flat however many trials are played.
package sim
