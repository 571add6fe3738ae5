#!/usr/bin/env bash
# Regenerates THIRD_PARTY_NOTICES.md: the licences and notices of everything
# that ships inside bin/vecino.
#
#   scripts/notices.sh           write THIRD_PARTY_NOTICES.md
#   scripts/notices.sh --check   fail (exit 1, with a diff) when it is out of date
#
# Sources, read in a fixed order so the output is the same on every machine
# with the same go.mod/go.sum and web/package-lock.json (no dates, no paths):
#   - Go: the modules of the packages ./cmd/vecino links (go list -deps), their
#     licence and notice files from the module cache (go mod download fills it),
#     and Go's own LICENSE (the standard library and runtime);
#   - npm: web/package-lock.json's production closure (every package not marked
#     dev; @types/* left out: type declarations only), their licence files from
#     web/node_modules (run `npm ci` in web/ first), and the build tools whose own
#     code lands in the bundle (BUILD_EXTRAS below);
#   - embedded assets: pigo's face cascade and the libheif/libde265 WebAssembly
#     module, whose texts come from the module cache (github.com/esimov/pigo,
#     github.com/gen2brain/heic, downloaded through the Go module proxy).
# Needs go and node. Nothing is retyped: every licence text is copied from the
# package that ships it.
set -euo pipefail
cd "$(dirname "$0")/.."

out=THIRD_PARTY_NOTICES.md
check=false
[[ "${1:-}" == "--check" ]] && check=true

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [[ ! -d web/node_modules ]]; then
  echo "notices.sh: web/node_modules is missing: run 'cd web && npm ci' first" >&2
  exit 1
fi

# Go modules linked into the binary (-e: a web/dist not yet built does not
# change the module list).
go list -e -deps -f '{{with .Module}}{{if not .Main}}{{if .Replace}}{{.Replace.Path}} {{.Replace.Version}}{{else}}{{.Path}} {{.Version}}{{end}}{{end}}{{end}}' ./cmd/vecino |
  awk 'NF == 2' | LC_ALL=C sort -u > "$tmp/go-modules"
go mod download $(awk '{print $1 "@" $2}' "$tmp/go-modules")
# The embedded assets' upstream modules (not imported: only their files are).
(cd "$tmp" && go mod download github.com/esimov/pigo@v1.4.6 github.com/gen2brain/heic@v0.4.5)

GOMODCACHE=$(go env GOMODCACHE) GOROOT=$(go env GOROOT) GOVERSION=$(go env GOVERSION) \
  node - "$tmp/go-modules" > "$tmp/notices.md" <<'NODE'
const fs = require('fs')
const path = require('path')

const modcache = process.env.GOMODCACHE
const goModules = fs.readFileSync(process.argv[2], 'utf8').trim().split('\n').filter(Boolean).map((l) => l.split(' '))

// The build tools whose own code ends up in web/dist (CSS, runtime helpers),
// with the file that carries their own licence; vite's LICENSE.md goes on with
// the licences of what Vite's Node build bundles, which stays on the build machine.
const BUILD_EXTRAS = [
  ['tailwindcss', 'LICENSE', 'the generated stylesheet (preflight, utilities)'],
  ['tw-animate-css', 'LICENSE', 'animation utilities in the stylesheet'],
  ['vite', 'LICENSE.md#core', 'module preload helpers in the scripts'],
  ['rolldown', 'LICENSE', 'the bundle\'s runtime helpers (rolldown-runtime chunk)'],
]

const LICENCE_FILE = /^(licen[cs]e|copying|copyright|notice|patents|third[-_]party[-_]?(notices|licenses?))([-._].*)?$/i
// Not source files named like a notice (lib/pq's notice.go), nor REUSE's .license sidecars.
const SOURCE_FILE = /\.(go|js|mjs|cjs|ts|json|c|h|license)$/i
const lf = (s) => s.replace(/\r\n?/g, '\n').replace(/\s+$/, '')
// Module paths in the cache escape capitals as !lower.
const escapePath = (p) => p.replace(/[A-Z]/g, (c) => '!' + c.toLowerCase())
const modDir = (p, v) => path.join(modcache, escapePath(p) + '@' + v)
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0)

function licenceFiles(dir) {
  const files = []
  for (const name of fs.readdirSync(dir).sort(byName)) {
    const full = path.join(dir, name)
    const st = fs.statSync(full)
    if (st.isFile() && LICENCE_FILE.test(name) && !SOURCE_FILE.test(name)) files.push([name, full])
    // REUSE-style LICENSES/ folder.
    if (st.isDirectory() && /^licen[cs]es$/i.test(name)) {
      for (const sub of fs.readdirSync(full).sort(byName)) files.push([name + '/' + sub, path.join(full, sub)])
    }
  }
  return files.map(([name, full]) => ({ name, text: lf(fs.readFileSync(full, 'utf8')) }))
}

// The SPDX ids of a licence text, from the phrases each licence must contain
// (a file holding several licences gets "A AND B").
function classify(text) {
  const t = text.replace(/\s+/g, ' ')
  const ids = []
  if (/Mozilla Public License,? [Vv]ersion 2\.0/.test(t)) ids.push('MPL-2.0')
  if (/Apache License,? Version 2\.0/i.test(t)) ids.push('Apache-2.0')
  if (/GNU LESSER GENERAL PUBLIC LICENSE Version 3/i.test(t)) ids.push('LGPL-3.0-or-later')
  if (/Redistribution and use in source and binary forms/.test(t)) {
    ids.push(/(Neither the name|names of its contributors|name of the copyright holder nor)/i.test(t) ? 'BSD-3-Clause' : 'BSD-2-Clause')
  }
  if (/Permission is hereby granted, free of charge/.test(t)) ids.push('MIT')
  if (/Permission to use, copy, modify, and\/?or distribute this software for any purpose with or without fee/.test(t)) {
    ids.push(/above copyright notice and this permission notice appear in all copies/.test(t) ? 'ISC' : '0BSD')
  }
  return ids.length ? ids.sort(byName).join(' AND ') : 'unrecognised'
}

function fence(text) {
  let longest = 2
  for (const m of text.matchAll(/~+/g)) longest = Math.max(longest, m[0].length)
  const f = '~'.repeat(longest + 1)
  return f + 'text\n' + text + '\n' + f
}

// entries: {licence, name, version, source, files: [{name, text}], note}
const entries = []

// Go.
entries.push({
  kind: 'go', licence: 'BSD-3-Clause', name: 'Go (standard library and runtime)', version: process.env.GOVERSION,
  source: 'https://go.dev/dl/', files: [{ name: 'LICENSE', text: lf(fs.readFileSync(path.join(process.env.GOROOT, 'LICENSE'), 'utf8')) }],
})
for (const [p, v] of goModules) {
  const files = licenceFiles(modDir(p, v))
  const main = files.find((f) => /^licen[cs]e/i.test(f.name)) || files[0]
  entries.push({ kind: 'go', licence: main ? classify(main.text) : 'no licence file', name: p, version: v, source: `https://pkg.go.dev/${p}@${v}`, files })
}

// npm.
function noFileNote(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
  const author = typeof pkg.author === 'string' ? pkg.author : pkg.author && pkg.author.name
  return `The package ships no licence file; its package.json says ${pkg.license}` +
    (author ? `, author ${author} (the copyright holder)` : '') + (pkg.repository ? `; source: ${typeof pkg.repository === 'string' ? pkg.repository : pkg.repository.url}` : '') + '.'
}
const web = path.resolve('web')
const lock = JSON.parse(fs.readFileSync(path.join(web, 'package-lock.json'), 'utf8'))
for (const [key, meta] of Object.entries(lock.packages).sort(([a], [b]) => byName(a, b))) {
  if (!key || meta.dev || meta.devOptional) continue
  const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)
  if (name.startsWith('@types/')) continue
  const dir = path.join(web, key)
  const files = licenceFiles(dir)
  entries.push({
    kind: 'npm', licence: typeof meta.license === 'string' ? meta.license : 'see package', name, version: meta.version,
    source: `https://www.npmjs.com/package/${name}/v/${meta.version}`, files,
    note: files.length ? '' : noFileNote(dir),
  })
}
for (const [name, file, what] of BUILD_EXTRAS) {
  const dir = path.join(web, 'node_modules', name)
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
  const [fname, part] = file.split('#')
  let text = lf(fs.readFileSync(path.join(dir, fname), 'utf8'))
  if (part === 'core') text = lf(text.split(/^# Licenses of bundled dependencies/m)[0])
  entries.push({
    kind: 'npm', licence: pkg.license, name, version: pkg.version, source: `https://www.npmjs.com/package/${name}/v/${pkg.version}`,
    files: [{ name: fname + (part ? ' (Vite core licence section)' : ''), text }], note: `A build tool (dev dependency) whose output ships: ${what}.`,
  })
}

const out = []
const w = (s = '') => out.push(s)

function section(kind, title, intro) {
  const mine = entries.filter((e) => e.kind === kind)
  const licences = [...new Set(mine.map((e) => e.licence))].sort(byName)
  w(`## ${title}`)
  w()
  w(intro)
  w()
  w('| licence | packages |')
  w('|---|---|')
  for (const lic of licences) w(`| ${lic} | ${mine.filter((e) => e.licence === lic).length} |`)
  w()
  for (const lic of licences) {
    const group = mine.filter((e) => e.licence === lic).sort((a, b) => byName(a.name, b.name))
    w(`### ${lic} (${kind === 'go' ? 'Go' : 'npm'})`)
    w()
    w('| package | version | source |')
    w('|---|---|---|')
    for (const e of group) w(`| \`${e.name}\` | ${e.version} | ${e.source} |`)
    w()
    for (const e of group) if (e.note) w(`- \`${e.name}\`: ${e.note}`)
    if (group.some((e) => e.note)) w()
    // Each distinct text once, with every package that ships it word for word.
    const texts = new Map()
    for (const e of group) {
      for (const f of e.files) {
        if (!texts.has(f.text)) texts.set(f.text, [])
        texts.get(f.text).push(`${e.name} ${e.version}: ${f.name}`)
      }
    }
    for (const [text, who] of texts) {
      w(`<details><summary>${who.map((x) => x.replace(/</g, '&lt;')).join('; ')}</summary>`)
      w()
      w(fence(text))
      w()
      w('</details>')
      w()
    }
  }
}

section('go', 'Go modules linked into the binary',
  'The modules of every package `./cmd/vecino` links (`go list -deps ./cmd/vecino`; `go version -m bin/vecino` lists the same), ' +
  'with the licence, notice and patent files each module ships at its root, copied verbatim from the module cache. ' +
  'Source: each module at the version given, from https://proxy.golang.org or its repository.')

section('npm', 'npm packages bundled into the web app',
  'The web app (`web/dist/app`, embedded in the binary and sent to browsers) is built by Vite from the production ' +
  'dependencies of `web/package.json` and everything they pull in (`web/package-lock.json`, entries not marked `dev`), ' +
  'plus the build tools whose output ships. A package listed here may be only partly bundled, or not at all (the build ' +
  'puts Preact in place of `react-dom`); it is listed so that nothing that ships is missed. Licence files are copied ' +
  'verbatim from `web/node_modules`. Source: each package at the version given, from the npm registry.')

process.stdout.write(out.join('\n') + '\n')

// The embedded assets' texts, appended by the shell script after the static part.
const pigo = path.join(modcache, 'github.com/esimov/pigo@v1.4.6')
const heic = path.join(modcache, 'github.com/gen2brain/heic@v0.4.5')
const assets = [
  ['pigo v1.4.6: LICENSE (the facefinder cascade, internal/imaging/cascade/facefinder)', path.join(pigo, 'LICENSE')],
  ['gen2brain/heic v0.4.5: LICENSE (lib/heif.c, lib/Makefile, the build of heif.wasm.gz)', path.join(heic, 'LICENSE')],
  ['gen2brain/heic v0.4.5: lib/LICENSE.libheif (libheif v1.18.2: LGPL-3.0 with the GPL-3.0 it incorporates)', path.join(heic, 'lib/LICENSE.libheif')],
  ['gen2brain/heic v0.4.5: lib/LICENSE.libde265 (libde265 v1.0.15: LGPL-3.0 with the GPL-3.0 it incorporates)', path.join(heic, 'lib/LICENSE.libde265')],
]
fs.writeFileSync(process.argv[2] + '.assets', assets.map(([title, file]) =>
  `<details><summary>${title}</summary>\n\n${fence(lf(fs.readFileSync(file, 'utf8')))}\n\n</details>\n`).join('\n'))
NODE

{
  cat <<'EOF'
# Third-party notices

Vecino is free software under the GNU Affero General Public License, version 3
or (at your option) any later version ([LICENSE](LICENSE)). The `vecino`
binary also carries software by others, under their own licences, listed
here with the notices those licences require: the Go modules it links, the
npm packages bundled into the web app it embeds, and a few embedded assets.

<!-- Generated by scripts/notices.sh from go.mod/go.sum, the module cache,
web/package-lock.json and web/node_modules. Do not edit by hand: run
scripts/notices.sh (scripts/notices.sh --check tells whether it is current). -->

Where a licence asks that its text and copyright lines go with every copy
(MIT, BSD, ISC, Apache-2.0 with its NOTICE files), they are below,
verbatim. Where a licence is file-level copyleft (MPL-2.0:
River; LGPL-3.0: libheif and libde265), the section says which files are
covered and where their source is.

## Embedded assets

### The face detection cascade (MIT)

`internal/imaging/cascade/facefinder` is the `cascade/facefinder` file of pigo
v1.4.6 (https://github.com/esimov/pigo), MIT License, Copyright (c) 2018 Endre
Simo, embedded unchanged and evaluated by Vecino's own code
(`internal/imaging/detect.go`). Text below ("Texts of the embedded assets'
licences").

### The HEIC decoder: libheif and libde265 in WebAssembly (LGPL-3.0-or-later)

`internal/imaging/heic_libheif.wasm.gz` is a WebAssembly module, embedded in
the binary as a separate file and run at run time by wazero (an interpreter
and compiler inside Vecino; nothing is linked into Vecino's Go code). It is
`lib/heif.wasm.gz` of github.com/gen2brain/heic v0.4.5 (MIT, Copyright (c)
2024 gen2brain), unchanged, built with the WASI SDK from:

- libheif v1.18.2, LGPL-3.0-or-later, Copyright (c) Dirk Farin and the
  libheif contributors: https://github.com/strukturag/libheif (tag v1.18.2);
- libde265 v1.0.15, LGPL-3.0-or-later, Copyright (c) Dirk Farin, struktur AG
  and the libde265 contributors: https://github.com/strukturag/libde265 (tag
  v1.0.15);
- gen2brain/heic's `lib/heif.c` (the `decode` entry point) and `lib/Makefile`
  (which clones both tags and applies its `sed` edits before building):
  https://github.com/gen2brain/heic/tree/v0.4.5/lib, also in the Go module
  `github.com/gen2brain/heic@v0.4.5` (`go mod download` it).

sha256 of the embedded file: gzipped
`3634a6447ea3915633667f39e01ff540a60f4e2f837a8391d044d76dfd8a0435`, WebAssembly
`04e7804a4ef20096660ac9347face433661b3c06e4da825c2dac15c06f101657`.

**Your rights under the LGPL.** You can get the complete corresponding source
from the addresses above (and, for a copy of Vecino you received from someone,
from that person, who must offer it with the binary). You can modify libheif or
libde265, rebuild the module with that Makefile (`make` in `lib/`, with the WASI
SDK in `/opt/wasi-sdk`), and use your build in place of ours: replace
`internal/imaging/heic_libheif.wasm.gz` with your gzipped module and rebuild
Vecino (`make build`, or the Dockerfile), which is free software whose complete
source is in this repository. Any module exporting `malloc`, `free`, `decode`
and `_initialize` with the same signature works; `go test ./internal/imaging/
-run HEIC` checks it. See `internal/imaging/heic_libheif.md`.

### Fonts of the share cards (BSD-3-Clause)

The share-card images (`internal/imaging/card.go`) are drawn with the Go fonts
(`golang.org/x/image/font/gofont`, Copyright (c) 2016 Bigelow & Holmes Inc. and
The Go Authors), under golang.org/x/image's licence, listed with the Go
modules below.

### River (MPL-2.0): the files and their source

The job queue is River (`github.com/riverqueue/river` and its sub-modules at
the versions listed below), MPL-2.0. It is used unmodified; the covered files
are all the `.go` and `.sql` files of those modules, whose source is at
https://github.com/riverqueue/river (tag `v0.51.2`) and in the Go module cache
(`go mod download github.com/riverqueue/river@v0.51.2`). A city that changes
River's own files must make those files available under the MPL-2.0.

EOF
  cat "$tmp/notices.md"
  echo '## Texts of the embedded assets'"'"' licences'
  echo
  cat "$tmp/go-modules.assets"
} > "$tmp/out.md"

if $check; then
  if ! diff -u "$out" "$tmp/out.md"; then
    echo "notices.sh: $out is out of date: run scripts/notices.sh" >&2
    exit 1
  fi
  echo "notices.sh: $out is current"
else
  cp "$tmp/out.md" "$out"
  echo "notices.sh: wrote $out ($(wc -c < "$out") bytes)"
fi
