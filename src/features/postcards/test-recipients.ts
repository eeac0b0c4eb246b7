import type { PostcardRecipient } from '../../api/contract/postcard';
import { emptyRow, type RecipientRow } from './recipients';

/** One complete EU recipient, as the service takes it. The postcards tests start from it. */
export const annaAddress: PostcardRecipient = {
  addressName: 'Anna Schmidt',
  addressLine1: 'Hauptstraße 5',
  addressCity: 'Berlin',
  addressState: 'Berlin',
  addressPostalCode: '10115',
  addressCountry: 'GERMANY',
};

/** A complete row at Anna's address, under another name and country where given. */
export const person = (id: string, name = `Customer ${id}`, country = 'GERMANY'): RecipientRow => ({
  ...emptyRow(id),
  ...annaAddress,
  addressName: name,
  addressCountry: country,
});
