/** CDK entry point (`cdk.json` app): `npm run synth`, `npx cdk deploy`. */
import { buildPortalApp } from '../lib/portal-app.ts';

buildPortalApp().app.synth();
