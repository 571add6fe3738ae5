module.exports = { parseXml() { throw new Error('sparkxml is not installable from the npm registry (see shims/README.md)') } }
