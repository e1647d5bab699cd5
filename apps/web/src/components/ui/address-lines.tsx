/** Where an order goes, as the shop prints it on every screen and slip. */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  street1: string;
  street2?: string | null | undefined;
  city: string;
  state: string;
  zip: string;
}

/** The address's lines inside an `<address>`: the name, the street (and its second line when there is one), city, state and ZIP. */
export function AddressLines({ address }: { address: PostalAddress }) {
  return (
    <>
      {address.firstName} {address.lastName}
      <br />
      {address.street1}
      {address.street2 ? (
        <>
          <br />
          {address.street2}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.zip}
    </>
  );
}
