import { describe, expect, it } from 'vitest';
import { gatewayClient } from '../functions/_shared/platform/client-address.ts';

function request(forwarded?: string): Request {
  return new Request('https://project.supabase.co/functions/v1/get-tide-data', {
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });
}

describe('gatewayClient', () => {
  it('takes the address the gateway appended, not one the client wrote before it', () => {
    expect(gatewayClient(request('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
    expect(gatewayClient(request('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('counts requests that did not come through the gateway as one client', () => {
    expect(gatewayClient(request())).toBe('unknown');
    expect(gatewayClient(request(' , '))).toBe('unknown');
  });
});
