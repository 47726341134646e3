/**
 * @generated SignedSource<<f5e5ddf5f7f6db1b8df8e12277413d17>>
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
        readonly deliveredAt: string | null | undefined;
        readonly drumSpec: {
          readonly databaseId: number;
          readonly drumType: {
            readonly name: string;
          };
          readonly name: string;
        };
        readonly forfeitCents: number;
        readonly forfeitsOn: string | null | undefined;
        readonly id: string;
        readonly monthlyRentCents: number;
        readonly number: string;
        readonly pickupRequest: {
          readonly referenceNumberFormatted: string;
        } | null | undefined;
        readonly rentFreeUntil: string | null | undefined;
        readonly returnedAt: string | null | undefined;
        readonly site: {
          readonly address: string;
          readonly latitude: number | null | undefined;
          readonly longitude: number | null | undefined;
        } | null | undefined;
        readonly status: DrumStatus;
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
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
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
      "args": null,
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
                  "concreteType": "DrumSpec",
                  "kind": "LinkedField",
                  "name": "drumSpec",
                  "plural": false,
                  "selections": [
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
                      "concreteType": "DrumType",
                      "kind": "LinkedField",
                      "name": "drumType",
                      "plural": false,
                      "selections": [
                        (v1/*:: as any*/)
                      ],
                      "storageKey": null
                    }
                  ],
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
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "latitude",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "longitude",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "deliveredAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "rentFreeUntil",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "forfeitsOn",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "monthlyRentCents",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "forfeitCents",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "returnedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PickupRequest",
                  "kind": "LinkedField",
                  "name": "pickupRequest",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "referenceNumberFormatted",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "777781acba87c40380fd0dc83461e7c6";

export default node;
