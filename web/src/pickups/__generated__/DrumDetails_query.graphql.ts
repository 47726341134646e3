/**
 * @generated SignedSource<<545a9f4dfb64dd3d47abd2c1aca07f06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrumDetails_query$data = {
  readonly drumSpecs: ReadonlyArray<{
    readonly databaseId: number;
    readonly drumType: {
      readonly name: string;
    };
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "DrumDetails_query";
};
export type DrumDetails_query$key = {
  readonly " $data"?: DrumDetails_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrumDetails_query">;
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
  "name": "DrumDetails_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DrumSpec",
      "kind": "LinkedField",
      "name": "drumSpecs",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "DrumType",
          "kind": "LinkedField",
          "name": "drumType",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "66953a1698406dbf99fd42ce841175f7";

export default node;
