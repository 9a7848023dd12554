import { addressOf } from '../../src/server/outbound';

/** The form endpoint's address as the worker reads it from FORM_ENDPOINT (src/server/outbound.ts). */
export const formEndpointAt = (url: string) => {
  const address = addressOf({ FORM_ENDPOINT: url }, 'FORM_ENDPOINT');
  if (!address) throw new Error(`no address in ${JSON.stringify(url)}`);
  return address;
};
