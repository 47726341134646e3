/**
 * @generated SignedSource<<b78c1718ca9cb4bc03dd252c38bf5b2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TransportCompanyCard_company$data = {
  readonly calendarFeedUrl: string | null | undefined;
  readonly contactPerson: string | null | undefined;
  readonly databaseId: number;
  readonly depotLatitude: number | null | undefined;
  readonly depotLongitude: number | null | undefined;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly organizationNumber: string;
  readonly phone: string | null | undefined;
  readonly servedZones: ReadonlyArray<{
    readonly minPickupThreshold: number;
    readonly zone: {
      readonly databaseId: number;
      readonly id: string;
      readonly name: string;
      readonly zoneNumber: number;
    };
    readonly zoneId: number;
  }>;
  readonly userCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"TransportCompanyCard_contacts">;
  readonly " $fragmentType": "TransportCompanyCard_company";
};
export type TransportCompanyCard_company$key = {
  readonly " $data"?: TransportCompanyCard_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransportCompanyCard_company">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransportCompanyCard_company",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactPerson",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "depotLatitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "depotLongitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "calendarFeedUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TransportCompanyCard_contacts"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServedZone",
      "kind": "LinkedField",
      "name": "servedZones",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "zoneId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minPickupThreshold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Zone",
          "kind": "LinkedField",
          "name": "zone",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "zoneNumber",
              "storageKey": null
            },
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TransportCompany",
  "abstractKey": null
};
})();

(node as any).hash = "9c44a85bd1c80d44a73bc96391561727";

export default node;
