import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('writes paths with invitation tokens and palette ids replaced, whoever logs them', () => {
    const lines: Array<{ path: string; err?: { message: string } }> = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
    logger.info({ path: '/api/invite/Q2hhbmdlIG1lIGJlZm9yZSBzaGlwcGluZyB0aGlzIHRva2Vu/accept' }, 'request');
    logger.error({ err: new Error('boom'), path: '/api/palettes/5f0c8a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6' }, 'unhandled error');
    expect(lines.map((line) => line.path)).toEqual(['/api/invite/:token/accept', '/api/palettes/:id']);
    expect(lines[1]?.err?.message).toBe('boom');
  });
});
