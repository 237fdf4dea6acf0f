/**
 * A resource is declared twice, by design: its contract (src/shared/resources/registry.ts, which the server reads)
 * and its admin side (src/admin/resources/registry.ts). Forgetting the second went unnoticed (audit 31-I): the API
 * served a resource no menu offered. And texts the shared views read under a resource's name must exist for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceContracts } from '@shared/resources/registry';
import { adminResources } from '@admin/resources/registry';
import { loadMessages } from '@i18n/index';

type Tree = { [key: string]: string | Tree };
const has = (tree: Tree, key: string) => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() !== '';
};

describe('the admin registry', () => {
  it('has one admin resource per contract, in the contracts’ (the menu’s) order', () => {
    expect(adminResources.map((r) => r.contract.name)).toEqual(resourceContracts.map((c) => c.name));
  });

  it('has, for each resource, the texts the shared views read under its name', async () => {
    const en = (await loadMessages('en', adminResources)) as unknown as Tree;
    const missing: string[] = [];
    const folder = path.resolve(__dirname, '../../../src/admin/resources');
    for (const { contract, menu } of adminResources) {
      const name = contract.name;
      const sources = readdirSync(path.join(folder, name))
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => readFileSync(path.join(folder, name, file), 'utf8'))
        .join('\n');
      const needed = [
        ...(menu === false ? [] : [`resources.${name}.name`]),
        // EmptyWithCreate: an empty list says so, and how to start.
        ...(sources.includes('<EmptyWithCreate') ? [`resources.${name}.list.empty`, `resources.${name}.list.emptyHint`] : []),
      ];
      missing.push(...needed.filter((key) => !has(en, key)));
    }
    expect(missing).toEqual([]);
  });
});
