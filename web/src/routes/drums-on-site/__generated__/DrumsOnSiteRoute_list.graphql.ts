/**
 * @generated SignedSource<<d64ab6e71e47710e11059104c2ff1e0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DrumStatus = "BOOKED" | "ON_SITE" | "RETURNED";
import { FragmentRefs } from "relay-runtime";
export type DrumsOnSiteRoute_list$data = {
  readonly drums: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly number: string;
        readonly site: {
          readonly address: string;
        } | null | undefined;
        readonly status: DrumStatus;
        readonly " $fragmentSpreads": FragmentRefs<"DrumsOnSiteRoute_drum">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "DrumsOnSiteRoute_list";
};
export type DrumsOnSiteRoute_list$key = {
  readonly " $data"?: DrumsOnSiteRoute_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrumsOnSiteRoute_list">;
};

import DrumsOnSiteRoutePaginationQuery_graphql from './DrumsOnSiteRoutePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "drums"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 100,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": DrumsOnSiteRoutePaginationQuery_graphql
    }
  },
  "name": "DrumsOnSiteRoute_list",
  "selections": [
    {
      "alias": "drums",
      "args": [
        {
          "kind": "Literal",
          "name": "statuses",
          "value": [
            "ON_SITE",
            "BOOKED"
          ]
        }
      ],
      "concreteType": "QueryDrumsConnection",
      "kind": "LinkedField",
      "name": "__DrumsOnSiteRoute_drums_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryDrumsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Drum",
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
                  "name": "number",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "DrumSite",
                  "kind": "LinkedField",
                  "name": "site",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "address",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DrumsOnSiteRoute_drum"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "__DrumsOnSiteRoute_drums_connection(statuses:[\"ON_SITE\",\"BOOKED\"])"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "23a960a552d609354c838bb7233d6243";

export default node;
