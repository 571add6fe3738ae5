package webhost

import "strings"

// viteManifest is the web build's manifest (Vite's build.manifest,
// vite-manifest.json, read by this server only, not served): the chunk of
// each entry and lazily imported module, by the module's path under web/
// ("index.html" for the HTML's entry), and of each shared chunk, by "_" and
// its file name; each with the keys of the chunks it imports.
type viteManifest map[string]manifestChunk

type manifestChunk struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
}

const manifestFile = "vite-manifest.json"

// entryKey is the manifest's key of the HTML's entry, whose imports
// index.html names already.
const entryKey = "index.html"

// visit calls f with the file of key's chunk and of each chunk it imports,
// at any depth, each once (seen holds the keys visited), depth first in the
// order the build lists the imports. A key the manifest lacks is skipped.
func (m viteManifest) visit(key string, seen map[string]bool, f func(file string)) {
	c, ok := m[key]
	if !ok || seen[key] {
		return
	}
	seen[key] = true
	f(c.File)
	for _, k := range c.Imports {
		m.visit(k, seen, f)
	}
}

// pageScripts are the script files a first visit to each page runs beyond
// the entry's, by page name (first-loads.json's pages: each page's source
// modules, web/src/config/first-loads.ts): each module's file and the files
// it imports, at any depth, less the HTML entry's, as paths, each once. A
// file that has (the built app) lacks or that is not under /assets/ is left
// out, and so is a module that is no key of the manifest
// (TestFirstLoadsOfTheBuild fails on it).
func pageScripts(m viteManifest, pages map[string][]string, has func(path string) bool) map[string][]string {
	entry := map[string]bool{}
	m.visit(entryKey, entry, func(string) {})
	out := map[string][]string{}
	for page, sources := range pages {
		seen := make(map[string]bool, len(entry))
		for k := range entry {
			seen[k] = true
		}
		for _, source := range sources {
			m.visit(source, seen, func(file string) {
				if p := "/" + file; strings.HasPrefix(p, "/assets/") && has(p) {
					out[page] = append(out[page], p)
				}
			})
		}
	}
	return out
}
