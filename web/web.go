// Package web is the live tracker's page: one static HTML page with its
// script and style sheet, embedded in the binary so that `skirmish serve`
// needs nothing installed and nothing from the internet. The page talks
// to the HTTP API of package server (docs/api.md) and is described in
// docs/web.md. This package imports nothing of the project: the server
// imports it, not the other way round.
package web

import (
	"embed"
	"io/fs"
)

//go:embed static
var static embed.FS

// FS is the page's files, rooted so that index.html is at the root: give
// it to server.Handler to serve the page at /.
func FS() fs.FS {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic("web: the embedded page is missing: " + err.Error()) // cannot happen: the directory is compiled in
	}
	return sub
}
