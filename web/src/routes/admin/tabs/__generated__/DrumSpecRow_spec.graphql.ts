/**
 * @generated SignedSource<<277c605c83c24c9427a176134979480a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrumSpecRow_spec$data = {
  readonly articleNumber: string | null | undefined;
  readonly availableFor: string;
  readonly buybackPrice: number | null | undefined;
  readonly buybackPrice80: number | null | undefined;
  readonly databaseId: number;
  readonly drumInfo: string | null | undefined;
  readonly drumType: {
    readonly id: string;
    readonly name: string;
  };
  readonly drumTypeId: number;
  readonly flangeDiameter: number | null | undefined;
  readonly forfeitAfterDays: number | null | undefined;
  readonly id: string;
  readonly monthlyRentPercent: number | null | undefined;
  readonly name: string;
  readonly rentFreeDays: number | null | undefined;
  readonly scrapHandlingFee: number | null | undefined;
  readonly transportVolume: number | null | undefined;
  readonly weight: number | null | undefined;
  readonly widthBetweenFlanges: number | null | undefined;
  readonly " $fragmentType": "DrumSpecRow_spec";
};
export type DrumSpecRow_spec$key = {
  readonly " $data"?: DrumSpecRow_spec$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrumSpecRow_spec">;
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
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DrumSpecRow_spec",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "articleNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "drumTypeId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DrumType",
      "kind": "LinkedField",
      "name": "drumType",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flangeDiameter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "widthBetweenFlanges",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transportVolume",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buybackPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buybackPrice80",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scrapHandlingFee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rentFreeDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyRentPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "forfeitAfterDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "drumInfo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availableFor",
      "storageKey": null
    }
  ],
  "type": "DrumSpec",
  "abstractKey": null
};
})();

(node as any).hash = "7f55a3e467529c3244e0d1003806eecc";

export default node;
