import { describe, expect, it } from 'vitest';
import { awsSdkChoice, rankInputs, sdkBytes, stripComments } from './bundles.ts';

describe('awsSdkChoice', () => {
  it('reads bundleAwsSDK from the code, not from comments', () => {
    const source = "bundling: {\n  // set bundleAwsSDK: false to trade that\n  bundleAwsSDK: true,\n}";
    expect(awsSdkChoice(source).bundled).toBe(true);
    expect(awsSdkChoice('bundling: { /* bundleAwsSDK: true */ bundleAwsSDK: false }').bundled).toBe(false);
  });

  it("falls back to NodejsFunction's default (external) and to bundling when there is no CDK yet", () => {
    expect(awsSdkChoice('bundling: { minify: true }').bundled).toBe(false);
    expect(awsSdkChoice(undefined).bundled).toBe(true);
  });

  it('keeps URLs in strings', () => {
    expect(stripComments("const a = 'http://x'; // note")).toBe("const a = 'http://x'; ");
  });
});

describe('rankInputs', () => {
  it('ranks inputs and sums them per package', () => {
    const { inputs, packages } = rankInputs({
      bytes: 0,
      imports: [],
      exports: [],
      entryPoint: 'x',
      inputs: {
        'functions/a.ts': { bytesInOutput: 10 },
        'node_modules/zod/a.js': { bytesInOutput: 30 },
        'node_modules/zod/b.js': { bytesInOutput: 25 },
        'node_modules/@smithy/core/c.js': { bytesInOutput: 40 },
        'node_modules/unused/d.js': { bytesInOutput: 0 },
      },
    });
    expect(inputs.map((i) => i.path)).toEqual(['node_modules/@smithy/core/c.js', 'node_modules/zod/a.js', 'node_modules/zod/b.js', 'functions/a.ts']);
    expect(packages).toEqual([
      { path: 'zod', bytes: 55 },
      { path: '@smithy/core', bytes: 40 },
      { path: '(project)', bytes: 10 },
    ]);
    expect(sdkBytes(packages)).toBe(40);
  });
});
