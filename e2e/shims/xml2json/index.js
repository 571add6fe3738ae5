module.exports = { toJson() { throw new Error('xml2json@0.2.4 needs a native build (see shims/README.md)') } }
