/**
 * @generated SignedSource<<ff35346b23fb11215fb5774c338ae9cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddressPicker_config$data = {
  readonly geocoderUrl: string;
  readonly mapTileUrl: string;
  readonly " $fragmentType": "AddressPicker_config";
};
export type AddressPicker_config$key = {
  readonly " $data"?: AddressPicker_config$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressPicker_config">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddressPicker_config",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "geocoderUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mapTileUrl",
      "storageKey": null
    }
  ],
  "type": "AppConfig",
  "abstractKey": null
};

(node as any).hash = "a407d1148eb228085449588a7d8f9e9a";

export default node;
