// Every script runs under a Node the toolchain supports (scripts/toolchain/node.mjs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseNode, FETCHED_NODE, isSupported, MINIMUM_NODE } from '../../scripts/toolchain/node.mjs';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

describe('which Node the scripts run under', () => {
  it('22.12 and later is supported, anything older is not', () => {
    expect(isSupported('20.20.2')).toBe(false);
    expect(isSupported('v22.11.0')).toBe(false);
    expect(isSupported('22.12.0')).toBe(true);
    expect(isSupported('v24.21.0')).toBe(true);
    expect(isSupported('25.0.0')).toBe(true);
  });

  it("uses the machine's own Node when it is supported, fetches Node 24 on an older Linux x64, and otherwise says what to install", () => {
    expect(chooseNode({ version: '24.1.0', platform: 'darwin', arch: 'arm64' })).toEqual({ use: 'this' });
    expect(chooseNode({ version: '20.20.2', platform: 'linux', arch: 'x64' })).toEqual({ use: 'fetched' });
    const elsewhere = chooseNode({ version: '20.20.2', platform: 'darwin', arch: 'arm64' });
    expect(elsewhere.use).toBe('none');
    expect('message' in elsewhere && elsewhere.message).toMatch(/needs Node 22\.12\.0 or later.*20\.20\.2/s);
    expect('message' in elsewhere && elsewhere.message).toMatch(/Install Node 24 LTS/);
  });

  it('this suite itself runs under a supported Node: npm ran it through the launcher', () => {
    expect(isSupported(process.versions.node), `Node ${process.versions.node}`).toBe(true);
  });

  it('.node-version, engines and every package script agree', () => {
    expect(readFileSync('.node-version', 'utf8').trim()).toBe(FETCHED_NODE.split('.')[0]);
    expect(packageJson.engines.node).toBe(`>=${MINIMUM_NODE}`);
    for (const [name, command] of Object.entries(packageJson.scripts)) {
      expect(command, name).toMatch(/^node scripts\/toolchain\/node\.mjs /);
    }
  });
});
