/**
 * @generated SignedSource<<7cf3ef4122e213b14bcbcccbbb68ba6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrumSpecsRoute_spec$data = {
  readonly articleNumber: string | null | undefined;
  readonly availableFor: string;
  readonly buybackPrice: number | null | undefined;
  readonly drumType: {
    readonly id: string;
    readonly name: string;
  };
  readonly flangeDiameter: number | null | undefined;
  readonly name: string;
  readonly scrapHandlingFee: number | null | undefined;
  readonly transportVolume: number | null | undefined;
  readonly weight: number | null | undefined;
  readonly widthBetweenFlanges: number | null | undefined;
  readonly " $fragmentType": "DrumSpecsRoute_spec";
};
export type DrumSpecsRoute_spec$key = {
  readonly " $data"?: DrumSpecsRoute_spec$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrumSpecsRoute_spec">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "DrumSpecsRoute_spec",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "DrumType",
      "kind": "LinkedField",
      "name": "drumType",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/)
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
      "name": "scrapHandlingFee",
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

(node as any).hash = "0df5f11abf30d12544d53f177a21a5f5";

export default node;
