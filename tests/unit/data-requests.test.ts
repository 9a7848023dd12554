import { describe, expect, it } from 'vitest';
import {
  eraseSql,
  exportDocument,
  exportSql,
  requestedEmail,
} from '../../scripts/operator/data-requests.mjs';

describe('data requests: export and erase by email address', () => {
  it('takes one address, and refuses what could change the SQL', () => {
    expect(requestedEmail(' Ada@Example.com ')).toBe('Ada@Example.com');
    for (const bad of [
      undefined,
      '',
      'ada',
      "o'brien@example.com",
      'a b@example.com',
      'x@y"; DROP TABLE submissions;--',
    ]) {
      expect(() => requestedEmail(bad)).toThrow(/not an email address/);
    }
  });

  it('matches the address whatever its case, and exports every column but the claim token', () => {
    const sql = exportSql('Ada@Example.com');
    expect(sql).toContain("lower(email) = lower('Ada@Example.com')");
    expect(sql).toContain('source_path');
    expect(sql).not.toContain('claim_token');
    expect(sql).toContain('FROM bookings');
    expect(sql).not.toContain('token_hash');
    expect(eraseSql('ada@example.com')).toBe(
      "DELETE FROM submissions WHERE lower(email) = lower('ada@example.com') RETURNING id;\nDELETE FROM bookings WHERE lower(email) = lower('ada@example.com') RETURNING id",
    );
  });

  it('the export says what is held, and says so when nothing is', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(exportDocument('ada@example.com', [], [], now)).toMatchObject({
      email: 'ada@example.com',
      exportedAt: '2026-11-23T12:00:00.000Z',
      count: 0,
      submissions: [],
      bookings: [],
    });
    expect(exportDocument('ada@example.com', [{ id: '1' }, { id: '2' }], [], now).count).toBe(2);
  });
});
