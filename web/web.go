// Package web embeds the built React app (web/dist/app, made by `npm run
// build`) so that the server binary carries everything the browser loads.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// App returns the built app, or nil when the binary was built without it.
func App() fs.FS {
	sub, err := fs.Sub(dist, "dist/app")
	if err != nil {
		return nil
	}
	if _, err := fs.Stat(sub, "index.html"); err != nil {
		return nil
	}
	return sub
}
