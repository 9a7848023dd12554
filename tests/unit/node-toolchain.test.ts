// Every script runs under a Node the toolchain supports (scripts/toolchain/node.mjs).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installOnDemand } from '../../scripts/toolchain/install-on-demand.mjs';
import { chooseNode, FETCHED_NODE, isSupported, MINIMUM_NODE } from '../../scripts/toolchain/node.mjs';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

describe('which Node the scripts run under', () => {
  it('22.15 and later is supported, anything older is not', () => {
    expect(isSupported('20.20.2')).toBe(false);
    expect(isSupported('v22.14.0')).toBe(false);
    expect(isSupported('22.15.0')).toBe(true);
    expect(isSupported('v24.21.0')).toBe(true);
    expect(isSupported('25.0.0')).toBe(true);
  });

  it("uses the machine's own Node when it is supported, fetches Node 24 on an older Linux x64, and otherwise says what to install", () => {
    expect(chooseNode({ version: '24.1.0', platform: 'darwin', arch: 'arm64' })).toEqual({ use: 'this' });
    expect(chooseNode({ version: '20.20.2', platform: 'linux', arch: 'x64' })).toEqual({ use: 'fetched' });
    const elsewhere = chooseNode({ version: '20.20.2', platform: 'darwin', arch: 'arm64' });
    expect(elsewhere.use).toBe('none');
    expect('message' in elsewhere && elsewhere.message).toMatch(/needs Node 22\.15\.0 or later.*20\.20\.2/s);
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

  it('runs its command from a clone whose path has a space, a non-ASCII letter or a symlink', () => {
    // Once a plain string comparison of the module's URL with the script's
    // path: there, every package script did nothing and exited 0.
    const root = mkdtempSync(join(tmpdir(), 'launcher-'));
    try {
      const clone = join(root, 'My Projects', 'Säite');
      mkdirSync(clone, { recursive: true });
      for (const file of ['node.mjs', 'entry-point.mjs']) {
        copyFileSync(join('scripts/toolchain', file), join(clone, file));
      }
      symlinkSync(clone, join(root, 'linked'));
      for (const launcher of [join(clone, 'node.mjs'), join(root, 'linked', 'node.mjs')]) {
        const run = spawnSync(process.execPath, [launcher, 'sh', '-c', 'echo ran; exit 3'], {
          encoding: 'utf8',
        });
        expect(run.stdout, launcher).toContain('ran');
        expect(run.status, launcher).toBe(3);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('tools installed on demand (scripts/toolchain/install-on-demand.mjs)', () => {
  it('installs nothing when every package is there, whatever the version asked, and names each, scoped or not', () => {
    // A version npm has never published: an install attempt would fail and end the run.
    const names = installOnDemand(['vitest@0.0.0-never', '@playwright/test@0.0.0-never']);
    expect(names).toEqual(['vitest', '@playwright/test']);
  });
});
