/**
 * @generated SignedSource<<dde8239c1d1850c02aaa951e05f4fbbd>>
 * @relayHash 51fcb28bcc8d2767f2aa601670347561
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 828beb664a0a7e78c526002c2907cb59afe084721771ae75d2f55f808b8d34a3

import { ConcreteRequest } from 'relay-runtime';
export type DrumReportsQuery$variables = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};
export type DrumReportsQuery$data = {
  readonly config: {
    readonly mapTileUrl: string;
  };
  readonly trackedDrumReport: {
    readonly byCompany: ReadonlyArray<{
      readonly name: string;
      readonly over365: number;
      readonly total: number;
      readonly upTo180: number;
      readonly upTo365: number;
      readonly upTo90: number;
    }>;
    readonly byZone: ReadonlyArray<{
      readonly name: string;
      readonly over365: number;
      readonly total: number;
      readonly upTo180: number;
      readonly upTo365: number;
      readonly upTo90: number;
    }>;
    readonly from: string;
    readonly medianDaysToReturn: number | null | undefined;
    readonly months: ReadonlyArray<{
      readonly delivered: number;
      readonly month: string;
      readonly rate: number | null | undefined;
      readonly returned: number;
    }>;
    readonly onSite: number;
    readonly sites: ReadonlyArray<{
      readonly address: string;
      readonly companyName: string;
      readonly drums: number;
      readonly latitude: number;
      readonly longitude: number;
    }>;
    readonly to: string;
  };
};
export type DrumReportsQuery = {
  response: DrumReportsQuery$data;
  variables: DrumReportsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "upTo90",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "upTo180",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "upTo365",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "over365",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      }
    ],
    "concreteType": "TrackedDrumReport",
    "kind": "LinkedField",
    "name": "trackedDrumReport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "from",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "to",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "onSite",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "medianDaysToReturn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TrackedDrumAgeRow",
        "kind": "LinkedField",
        "name": "byCompany",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TrackedDrumAgeRow",
        "kind": "LinkedField",
        "name": "byZone",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TrackedDrumReturnMonth",
        "kind": "LinkedField",
        "name": "months",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "month",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "delivered",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "returned",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rate",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TrackedDrumSite",
        "kind": "LinkedField",
        "name": "sites",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyName",
            "storageKey": null
          },
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "drums",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AppConfig",
    "kind": "LinkedField",
    "name": "config",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mapTileUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DrumReportsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DrumReportsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "828beb664a0a7e78c526002c2907cb59afe084721771ae75d2f55f808b8d34a3",
    "metadata": {},
    "name": "DrumReportsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ea526b318f2825414d840471e5e0980";

export default node;
