// @ts-check
// The project runs on Node.js 24 LTS. `npm ci` installs that runtime as a dependency (the `node`
// package: node_modules/.bin/node), and npm puts node_modules/.bin first on the PATH of every npm
// script, so `npm start`, `npm test` and `npm run …` use it whatever the system's Node is. Every
// entry point (the server, its commands, the build, the scripts, the test configs) imports this
// module first, so that started any other way on an older Node it stops with a clear message
// instead of failing later on something that Node lacks.
export const REQUIRED_NODE_MAJOR = 24;

const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_NODE_MAJOR) {
  process.stderr.write(
    `This needs Node.js ${REQUIRED_NODE_MAJOR} or newer; it was started on Node.js ${process.version} (${process.execPath}).\n` +
      `Run it through npm (npm start, npm test, npm run <script>), which uses the Node.js ${REQUIRED_NODE_MAJOR} that \`npm ci\` installed, ` +
      `or start it with node_modules/.bin/node.\n`,
  );
  process.exit(1);
}
