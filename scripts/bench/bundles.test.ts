import { describe, expect, it } from 'vitest';
import { awsSdkChoice, rankInputs, sdkBytes } from './bundles.ts';

describe('awsSdkChoice', () => {
  it('bundles the SDK as CDK does, leaving out only the runtime-provided clients and the layer-provided Powertools', () => {
    expect(awsSdkChoice()).toMatchObject({
      bundled: true,
      external: ['@aws-sdk/client-sesv2', '@aws-sdk/client-s3', '@aws-sdk/client-secrets-manager', '@aws-lambda-powertools/*'],
    });
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
    expect(inputs.map((i) => i.path)).toEqual([
      'node_modules/@smithy/core/c.js',
      'node_modules/zod/a.js',
      'node_modules/zod/b.js',
      'functions/a.ts',
    ]);
    expect(packages).toEqual([
      { path: 'zod', bytes: 55 },
      { path: '@smithy/core', bytes: 40 },
      { path: '(project)', bytes: 10 },
    ]);
    expect(sdkBytes(packages)).toBe(40);
  });
});
