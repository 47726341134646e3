/**
 * @generated SignedSource<<23e648ff92dcc6e5e74eba8a2f61a2f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrumDetails_query$data = {
  readonly drumSpecs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly drumType: {
          readonly name: string;
        };
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 500
        }
      ],
      "concreteType": "QueryDrumSpecsConnection",
      "kind": "LinkedField",
      "name": "drumSpecs",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryDrumSpecsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DrumSpec",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
          "storageKey": null
        }
      ],
      "storageKey": "drumSpecs(first:500)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "53ac4b5f83b4d6b2d97c35e3676982f5";

export default node;
