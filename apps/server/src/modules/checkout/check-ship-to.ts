import { usStateName } from '@shop/shared/states';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequest } from '../../errors.ts';
import { zipState } from '../shipping/index.ts';
import { zipListed } from '../tax/index.ts';

/**
 * An address whose ZIP code is not in its state is refused (decision 046): the parcel goes where the ZIP
 * says, so the tax and the report follow the ZIP's state, and a typed state cannot move an order out of
 * the tax. A ZIP code in the owner's ZIP table for the typed state is taken (one that crosses a state
 * line); one the data does not know is taken as typed; a military post office's (APO/FPO/DPO) is refused,
 * as the form offers no AA/AE/AP and live plants are not sent there. `field` names the ZIP field in the
 * 400's issues ('zip' for a quote, 'address.zip' for an order). The ZIP data is in memory: no query but
 * for a ZIP that is not in its state.
 */
export async function checkShipTo({ db, input }: { db: DbOrTx; input: { state: string; zip: string; field: string } }): Promise<void> {
  const zip = input.zip.slice(0, 5);
  const place = await zipState(zip);
  if (!place || (place.kind === 'state' && place.state === input.state)) return;
  const refuse = (message: string) => new BadRequest(message, [{ path: input.field, message }]);
  if (place.kind === 'military') throw refuse(`ZIP ${zip} is a military (APO/FPO/DPO) address: we cannot ship plants there`);
  if (await zipListed({ db, state: input.state, zip })) return;
  const typed = usStateName(input.state) ?? input.state;
  if (!usStateName(place.state)) throw refuse(`ZIP ${zip} is in ${placeName(place.name)}, where we do not ship`);
  throw refuse(`ZIP ${zip} is in ${placeName(place.name)}, not ${placeName(typed)}`);
}

/** 'the U.S. Virgin Islands', 'the Marshall Islands'; a state's name as it is. */
function placeName(name: string): string {
  return /Islands$/.test(name) ? `the ${name}` : name;
}
