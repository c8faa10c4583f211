// Runs before anything else (npm's pre-scripts, and `npm start` itself): an
// older Node cannot even read the TypeScript the rest is written in, and
// would fail with ERR_UNKNOWN_FILE_EXTENSION. Plain CommonJS, old syntax, so
// any Node can run it. Keep the version in step with package.json "engines"
// and .nvmrc.
var need = [22, 12];
var have = process.versions.node.split(".").map(Number);
if (have[0] < need[0] || (have[0] === need[0] && have[1] < need[1])) {
  console.error(
    "Ponte needs Node.js " +
      need.join(".") +
      " or newer (24 LTS recommended); this is v" +
      process.versions.node +
      ". Install Node 24 with nvm (`nvm install` reads .nvmrc), fnm (`fnm use --install-if-missing`), your system's package manager, or from https://nodejs.org/en/download",
  );
  process.exit(1);
}
