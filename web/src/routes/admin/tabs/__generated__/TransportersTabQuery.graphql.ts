/**
 * @generated SignedSource<<ec533dbd88541cf6ea20259ba989f8d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TransportersTabQuery$variables = Record<PropertyKey, never>;
export type TransportersTabQuery$data = {
  readonly transportCompanies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contactPerson: string | null | undefined;
        readonly contacts: ReadonlyArray<{
          readonly databaseId: number;
          readonly email: string | null | undefined;
          readonly id: string;
          readonly name: string;
          readonly phone: string | null | undefined;
        }>;
        readonly databaseId: number;
        readonly email: string | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly organizationNumber: string;
        readonly phone: string | null | undefined;
        readonly servedZones: ReadonlyArray<{
          readonly minPickupThreshold: number;
          readonly zone: {
            readonly id: string;
            readonly name: string;
            readonly zoneNumber: number;
          };
          readonly zoneId: number;
        }>;
        readonly userCount: number;
      };
    }>;
  };
  readonly zones: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
        readonly zoneNumber: number;
      };
    }>;
  };
};
export type TransportersTabQuery = {
  response: TransportersTabQuery$data;
  variables: TransportersTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zoneNumber",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "QueryTransportCompaniesConnection",
    "kind": "LinkedField",
    "name": "transportCompanies",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryTransportCompaniesConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TransportCompany",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                "concreteType": "TransportCompanyContact",
                "kind": "LinkedField",
                "name": "contacts",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
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
                      (v1/*:: as any*/),
                      (v6/*:: as any*/),
                      (v3/*:: as any*/)
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
        "storageKey": null
      }
    ],
    "storageKey": "transportCompanies(first:500)"
  },
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "QueryZonesConnection",
    "kind": "LinkedField",
    "name": "zones",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryZonesConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Zone",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "zones(first:500)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TransportersTabQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TransportersTabQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "bfdebe987be27ecfe2ece8d43221aa5c",
    "id": null,
    "metadata": {},
    "name": "TransportersTabQuery",
    "operationKind": "query",
    "text": "query TransportersTabQuery {\n  transportCompanies(first: 500) {\n    edges {\n      node {\n        id\n        databaseId\n        name\n        organizationNumber\n        contactPerson\n        email\n        phone\n        userCount\n        contacts {\n          id\n          databaseId\n          name\n          email\n          phone\n        }\n        servedZones {\n          zoneId\n          minPickupThreshold\n          zone {\n            id\n            zoneNumber\n            name\n          }\n        }\n      }\n    }\n  }\n  zones(first: 500) {\n    edges {\n      node {\n        id\n        databaseId\n        zoneNumber\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "712786a687e91ee48fd8b65e9ec0db91";

export default node;
