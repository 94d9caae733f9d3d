// Plain JavaScript on purpose: it must run on any Node to tell an old one what to install.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This project needs Node.js 22.12 or newer (24 recommended, see .nvmrc); you have ${process.versions.node}. ` +
      'Install Node 24 (for example: npm install --prefix "$HOME/.node24" node@24 && export PATH="$HOME/.node24/node_modules/.bin:$PATH") and run the command again.',
  );
  process.exit(1);
}
