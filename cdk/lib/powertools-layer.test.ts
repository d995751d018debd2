/** Every function loads Powertools from AWS's layer of the installed version, which its bundle leaves out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_MODULES } from './bundling.ts';
import { POWERTOOLS_VERSION, powertoolsLayerParameter } from './powertools-layer.ts';
import { synthPortal, type SynthesizedPortal } from './testing.ts';

let synthesized: SynthesizedPortal;
beforeAll(() => {
  synthesized = synthPortal();
});
afterAll(() => synthesized.cleanup());

describe('the Powertools layer', () => {
  it('is the SSM-published layer of the installed version, on every function, and left out of the bundles', () => {
    expect(POWERTOOLS_VERSION).toMatch(/^2\.\d+\.\d+$/);
    const parameters = Object.entries(synthesized.template.toJSON().Parameters ?? {}) as Array<[string, { Type: string; Default: string }]>;
    const layer = parameters.filter(([, p]) => p.Default === powertoolsLayerParameter());
    expect(layer).toHaveLength(1);
    expect(layer[0][1].Type).toBe('AWS::SSM::Parameter::Value<String>');
    const functions = Object.values(synthesized.template.findResources('AWS::Lambda::Function')) as Array<{
      Properties: { Layers?: unknown[]; Environment?: { Variables?: Record<string, unknown> } };
    }>;
    // The portal's own: CDK's custom resources (web deployment, log retention) have no service name.
    const portalFunctions = functions.filter((f) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME !== undefined);
    expect(portalFunctions.length).toBeGreaterThan(20);
    for (const fn of portalFunctions) expect(fn.Properties.Layers).toEqual([{ Ref: layer[0][0] }]);
    expect(EXTERNAL_MODULES).toContain('@aws-lambda-powertools/*');
  });
});
