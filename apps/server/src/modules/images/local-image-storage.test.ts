import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newImageKey } from './image-key.ts';
import { createLocalImageStorage } from './local-image-storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'jipsa-images-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('로컬 디스크 이미지 저장소', () => {
  it('저장하고, 읽고, 지울 수 있어요 (없는 디렉터리는 만들어요)', async () => {
    const storage = createLocalImageStorage(path.join(root, 'uploads'));
    const key = newImageKey('jpg');
    await storage.put(key, Buffer.from('pixels'), 'image/jpeg');
    expect((await storage.get(key))?.toString()).toBe('pixels');
    expect(await readdir(path.join(root, 'uploads'))).toEqual([key]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('없는 이미지는 null 이에요', async () => {
    expect(await createLocalImageStorage(path.join(root, 'empty')).get(newImageKey('png'))).toBeNull();
  });

  it('이미지 키가 아닌 이름으로는 디렉터리 밖의 파일에 닿지 못해요', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    const storage = createLocalImageStorage(path.join(root, 'uploads'));
    await expect(storage.get('../secret.txt')).rejects.toThrow('not an image key');
    await expect(storage.put('../evil.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('not an image key');
    await expect(storage.delete('../secret.txt')).rejects.toThrow('not an image key');
    expect(await readdir(root)).toContain('secret.txt');
  });
});
