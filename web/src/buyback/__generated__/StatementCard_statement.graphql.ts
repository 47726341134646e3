/**
 * @generated SignedSource<<d56d6934b3b409184520b1ce96aa84e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BuybackStatementLineKind = "ADJUSTMENT" | "CREDIT" | "FORFEIT" | "FORFEIT_REVERSAL" | "RENT";
export type BuybackStatementStatus = "APPROVED" | "DRAFT" | "PAID";
import { FragmentRefs } from "relay-runtime";
export type StatementCard_statement$data = {
  readonly databaseId: number;
  readonly extrasWaitingOn: ReadonlyArray<string>;
  readonly lineCount: number;
  readonly lines: ReadonlyArray<{
    readonly amountCents: number;
    readonly collectedAt: string;
    readonly databaseId: number;
    readonly drumNumber: string | null | undefined;
    readonly full: number;
    readonly kind: BuybackStatementLineKind;
    readonly minorDamage: number;
    readonly missing: number;
    readonly referenceNumber: string;
    readonly scrap: number;
  }>;
  readonly month: string;
  readonly paymentReference: string | null | undefined;
  readonly returnerCompany: {
    readonly name: string;
    readonly organizationNumber: string;
  };
  readonly status: BuybackStatementStatus;
  readonly totalCents: number;
  readonly waitsForApproval: boolean;
  readonly " $fragmentType": "StatementCard_statement";
};
export type StatementCard_statement$key = {
  readonly " $data"?: StatementCard_statement$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementCard_statement">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatementCard_statement",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lineCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "extrasWaitingOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "waitsForApproval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReturnerCompany",
      "kind": "LinkedField",
      "name": "returnerCompany",
      "plural": false,
      "selections": [
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
          "name": "organizationNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BuybackStatementLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "referenceNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "drumNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "collectedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "full",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minorDamage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scrap",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "missing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BuybackStatement",
  "abstractKey": null
};
})();

(node as any).hash = "95fbbe37f78c68df0841229e2c9cc78e";

export default node;
