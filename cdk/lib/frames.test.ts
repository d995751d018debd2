/**
 * The framed pages' configuration in the cloud (docs/frames.md): context portalConfig written
 * into the web bucket as portal-config.json, sabaSsoUrl/veoUrl as the functions' environment,
 * and the frame placeholder served with headers that let the portal (only) frame it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { defaultPortalConfig } from '../../shared/frames.ts';
import { buildPortalApp, portalConfigContext } from './portal-app.ts';
import { synthPortal, type SynthesizedPortal } from './testing.ts';

type Resource = { Type: string; Properties: Record<string, any> };

const CONFIG = {
  frames: { readings: 'https://readings.example.org/library?lang=en', 'unit-launch': 'https://content.example.org/launch' },
};

let configured: SynthesizedPortal;
let plain: SynthesizedPortal;

beforeAll(() => {
  configured = synthPortal({
    withWebBuild: true,
    context: { portalConfig: CONFIG, sabaSsoUrl: 'https://sso.example.org/saml?sp=portal', veoUrl: 'https://veo.example.org/embed' },
  });
  plain = synthPortal({ withWebBuild: true });
});
afterAll(() => {
  configured?.cleanup();
  plain?.cleanup();
});

const resourcesOf = (portal: SynthesizedPortal) => portal.template.toJSON().Resources as Record<string, Resource>;
const deployPages = (portal: SynthesizedPortal) =>
  Object.entries(resourcesOf(portal)).find(([id, r]) => r.Type === 'Custom::CDKBucketDeployment' && id.includes('DeployPages'))![1];
const envOf = (portal: SynthesizedPortal) =>
  resourcesOf(portal)[
    portal.stack.getLogicalId(portal.stack.routeFunctions.functions.get('integrations')!.function.node.defaultChild as never)
  ]!.Properties.Environment.Variables as Record<string, unknown>;

describe('context portalConfig', () => {
  it('adds portal-config.json (over the defaults) as the last source of the pages deployment', () => {
    const keys = deployPages(configured).Properties.SourceObjectKeys as unknown[];
    expect(keys).toHaveLength(2);
    const outdir = configured.app.outdir;
    const staged = readdirSync(outdir)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => path.join(outdir, name, 'portal-config.json'))
      .filter((file) => existsSync(file));
    expect(staged).toHaveLength(1);
    const written = JSON.parse(readFileSync(staged[0]!, 'utf8')) as ReturnType<typeof defaultPortalConfig>;
    expect(written.frames.readings).toBe(CONFIG.frames.readings);
    expect(written.frames['unit-launch']).toBe(CONFIG.frames['unit-launch']);
    expect(written.frames.course).toBe(defaultPortalConfig().frames.course);
  });

  it('is absent by default: the build’s own portal-config.json is deployed', () => {
    expect(deployPages(plain).Properties.SourceObjectKeys).toHaveLength(1);
  });

  it('refuses an invalid configuration at synth', () => {
    const bad = new App({ context: { portalConfig: { frames: { readings: 'javascript:alert(1)' } } } });
    expect(() => portalConfigContext(bad)).toThrow(/Invalid portal configuration/);
    expect(() => buildPortalApp({ context: { veoUrl: 'ftp://veo' } })).toThrow(/veoUrl/);
    // A JSON text or a file path (relative to the repository) works as well as an object.
    expect(portalConfigContext(new App({ context: { portalConfig: JSON.stringify(CONFIG) } }))?.frames.readings).toBe(
      CONFIG.frames.readings,
    );
    expect(portalConfigContext(new App({ context: { portalConfig: 'web/public/portal-config.json' } }))).toEqual(defaultPortalConfig());
  });
});

describe('server-side external addresses', () => {
  it('reach every function as SABA_SSO_URL and VEO_URL when given', () => {
    expect(envOf(configured)).toMatchObject({
      SABA_SSO_URL: 'https://sso.example.org/saml?sp=portal',
      VEO_URL: 'https://veo.example.org/embed',
    });
    expect(envOf(plain).SABA_SSO_URL).toBeUndefined();
    expect(envOf(plain).VEO_URL).toBeUndefined();
  });
});

describe('the frame placeholder behaviour', () => {
  it('serves /frame-placeholder.html from the web bucket with frame-ancestors self and SAMEORIGIN', () => {
    const resources = resourcesOf(plain);
    const [, dist] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::CloudFront::Distribution')!;
    const config = dist.Properties.DistributionConfig;
    const behavior = config.CacheBehaviors.find((b: any) => b.PathPattern === '/frame-placeholder.html');
    expect(behavior.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
    expect(behavior.ResponseHeadersPolicyId).not.toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
    const policy = resources[behavior.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(policy.FrameOptions.FrameOption).toBe('SAMEORIGIN');
    const csp = JSON.stringify(policy.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    const main =
      resources[config.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(main.FrameOptions.FrameOption).toBe('DENY');
  });
});
