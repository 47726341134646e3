/**
 * @generated SignedSource<<21c22795a4ee5368d6a153362e1ab957>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ValidationErrorFields$data = {
  readonly issues: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "ValidationErrorFields";
};
export type ValidationErrorFields$key = {
  readonly " $data"?: ValidationErrorFields$data;
  readonly " $fragmentSpreads": FragmentRefs<"ValidationErrorFields">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ValidationErrorFields",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldIssue",
      "kind": "LinkedField",
      "name": "issues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
})();

(node as any).hash = "5f5ba7a2cd71e5ce6c0b5ff8d8630193";

export default node;
