import { serveSite } from './serve.ts';

const port = Number(process.env.SITE_PORT || 5173);
const site = await serveSite({ port });
console.log(`Site: ${site.url}`);
console.log(`Tide finder embed demo: ${site.url}/embed-demo.html`);
const stop = () => void site.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
