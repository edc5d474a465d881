// Global stylesheets have no exports; Jest only needs the import to resolve.
module.exports = {};
