import { defineRelations } from 'drizzle-orm';
import * as tables from './schema';

export const relations = defineRelations(tables, (r) => ({
  users: {
    returnerCompany: r.one.returnerCompanies({ from: r.users.returnerCompanyId, to: r.returnerCompanies.id }),
    transportCompany: r.one.transportCompanies({ from: r.users.transportCompanyId, to: r.transportCompanies.id }),
    pickupRequests: r.many.pickupRequests({ from: r.users.id, to: r.pickupRequests.userId, alias: 'requester' }),
    notifications: r.many.notifications({ from: r.users.id, to: r.notifications.userId }),
    // The returner company an approval links a registration to: the one with its organization number.
    matchingReturnerCompany: r.one.returnerCompanies({
      from: r.users.companyOrgNumber,
      to: r.returnerCompanies.organizationNumber,
    }),
  },
  routeDispatches: {
    transportCompany: r.one.transportCompanies({
      from: r.routeDispatches.transportCompanyId,
      to: r.transportCompanies.id,
      optional: false,
    }),
    zone: r.one.zones({ from: r.routeDispatches.zoneId, to: r.zones.id, optional: false }),
    requests: r.many.routeDispatchRequests({ from: r.routeDispatches.id, to: r.routeDispatchRequests.dispatchId }),
  },
  routeDispatchRequests: {
    dispatch: r.one.routeDispatches({
      from: r.routeDispatchRequests.dispatchId,
      to: r.routeDispatches.id,
      optional: false,
    }),
    pickupRequest: r.one.pickupRequests({
      from: r.routeDispatchRequests.pickupRequestId,
      to: r.pickupRequests.id,
      optional: false,
    }),
  },
  sessions: {
    user: r.one.users({ from: r.sessions.userId, to: r.users.id, optional: false }),
  },
  returnerCompanies: {
    // People only: a company's API token identities are no members.
    users: r.many.users({ from: r.returnerCompanies.id, to: r.users.returnerCompanyId, where: { kind: 'person' } }),
    pickupRequests: r.many.pickupRequests({ from: r.returnerCompanies.id, to: r.pickupRequests.returnerCompanyId }),
  },
  transportCompanies: {
    users: r.many.users({ from: r.transportCompanies.id, to: r.users.transportCompanyId, where: { kind: 'person' } }),
    contacts: r.many.transportCompanyContacts({
      from: r.transportCompanies.id,
      to: r.transportCompanyContacts.transportCompanyId,
    }),
    servedZones: r.many.transportCompanyZones({
      from: r.transportCompanies.id,
      to: r.transportCompanyZones.transportCompanyId,
    }),
  },
  transportCompanyContacts: {
    transportCompany: r.one.transportCompanies({
      from: r.transportCompanyContacts.transportCompanyId,
      to: r.transportCompanies.id,
      optional: false,
    }),
  },
  zones: {
    servingCompanies: r.many.transportCompanyZones({ from: r.zones.id, to: r.transportCompanyZones.zoneId }),
    pickupRequests: r.many.pickupRequests({ from: r.zones.id, to: r.pickupRequests.zoneId }),
    routeDispatches: r.many.routeDispatches({ from: r.zones.id, to: r.routeDispatches.zoneId }),
  },
  transportCompanyZones: {
    transportCompany: r.one.transportCompanies({
      from: r.transportCompanyZones.transportCompanyId,
      to: r.transportCompanies.id,
      optional: false,
    }),
    zone: r.one.zones({ from: r.transportCompanyZones.zoneId, to: r.zones.id, optional: false }),
  },
  drumTypes: {
    specs: r.many.drumSpecs({ from: r.drumTypes.id, to: r.drumSpecs.drumTypeId }),
  },
  drumSpecs: {
    drumType: r.one.drumTypes({ from: r.drumSpecs.drumTypeId, to: r.drumTypes.id, optional: false }),
  },
  pickupRequests: {
    user: r.one.users({ from: r.pickupRequests.userId, to: r.users.id, alias: 'requester' }),
    createdByAdmin: r.one.users({ from: r.pickupRequests.createdByAdminId, to: r.users.id, alias: 'createdByAdmin' }),
    returnerCompany: r.one.returnerCompanies({ from: r.pickupRequests.returnerCompanyId, to: r.returnerCompanies.id }),
    assignedTransportCompany: r.one.transportCompanies({
      from: r.pickupRequests.assignedTransportCompanyId,
      to: r.transportCompanies.id,
    }),
    assignedContactPerson: r.one.transportCompanyContacts({
      from: r.pickupRequests.assignedContactPersonId,
      to: r.transportCompanyContacts.id,
    }),
    zone: r.one.zones({ from: r.pickupRequests.zoneId, to: r.zones.id }),
    drums: r.many.pickupRequestDrums({ from: r.pickupRequests.id, to: r.pickupRequestDrums.pickupRequestId }),
    images: r.many.pickupRequestImages({ from: r.pickupRequests.id, to: r.pickupRequestImages.pickupRequestId }),
    messages: r.many.messages({ from: r.pickupRequests.id, to: r.messages.pickupRequestId }),
    auditEvents: r.many.auditEvents({ from: r.pickupRequests.id, to: r.auditEvents.pickupRequestId }),
    collection: r.one.pickupCollections({ from: r.pickupRequests.id, to: r.pickupCollections.pickupRequestId }),
  },
  pickupCollections: {
    pickupRequest: r.one.pickupRequests({
      from: r.pickupCollections.pickupRequestId,
      to: r.pickupRequests.id,
      optional: false,
    }),
    lines: r.many.pickupCollectionLines({ from: r.pickupCollections.id, to: r.pickupCollectionLines.collectionId }),
    photos: r.many.pickupCollectionPhotos({ from: r.pickupCollections.id, to: r.pickupCollectionPhotos.collectionId }),
  },
  pickupCollectionLines: {
    collection: r.one.pickupCollections({
      from: r.pickupCollectionLines.collectionId,
      to: r.pickupCollections.id,
      optional: false,
    }),
    drumSpec: r.one.drumSpecs({ from: r.pickupCollectionLines.drumSpecId, to: r.drumSpecs.id, optional: false }),
  },
  pickupCollectionPhotos: {
    collection: r.one.pickupCollections({
      from: r.pickupCollectionPhotos.collectionId,
      to: r.pickupCollections.id,
      optional: false,
    }),
  },
  buybackStatements: {
    returnerCompany: r.one.returnerCompanies({
      from: r.buybackStatements.returnerCompanyId,
      to: r.returnerCompanies.id,
      optional: false,
    }),
    lines: r.many.buybackStatementLines({ from: r.buybackStatements.id, to: r.buybackStatementLines.statementId }),
  },
  buybackStatementLines: {
    statement: r.one.buybackStatements({
      from: r.buybackStatementLines.statementId,
      to: r.buybackStatements.id,
      optional: false,
    }),
  },
  pickupRequestDrums: {
    pickupRequest: r.one.pickupRequests({
      from: r.pickupRequestDrums.pickupRequestId,
      to: r.pickupRequests.id,
      optional: false,
    }),
    drumSpec: r.one.drumSpecs({ from: r.pickupRequestDrums.drumSpecId, to: r.drumSpecs.id, optional: false }),
    numbers: r.many.pickupRequestDrumNumbers({
      from: r.pickupRequestDrums.id,
      to: r.pickupRequestDrumNumbers.drumLineId,
    }),
  },
  drums: {
    drumSpec: r.one.drumSpecs({ from: r.drums.drumSpecId, to: r.drumSpecs.id, optional: false }),
    stints: r.many.drumStints({ from: r.drums.id, to: r.drumStints.drumId }),
    currentStint: r.one.drumStints({ from: r.drums.currentStintId, to: r.drumStints.id, alias: 'currentStint' }),
    holder: r.one.returnerCompanies({ from: r.drums.holderCompanyId, to: r.returnerCompanies.id }),
    pickupRequest: r.one.pickupRequests({ from: r.drums.pickupRequestId, to: r.pickupRequests.id }),
  },
  drumDeliveries: {
    returnerCompany: r.one.returnerCompanies({
      from: r.drumDeliveries.returnerCompanyId,
      to: r.returnerCompanies.id,
      optional: false,
    }),
    stints: r.many.drumStints({ from: r.drumDeliveries.id, to: r.drumStints.deliveryId }),
  },
  drumStints: {
    drum: r.one.drums({ from: r.drumStints.drumId, to: r.drums.id, optional: false }),
    delivery: r.one.drumDeliveries({ from: r.drumStints.deliveryId, to: r.drumDeliveries.id, optional: false }),
    drumSpec: r.one.drumSpecs({ from: r.drumStints.drumSpecId, to: r.drumSpecs.id, optional: false }),
    returnerCompany: r.one.returnerCompanies({
      from: r.drumStints.returnerCompanyId,
      to: r.returnerCompanies.id,
      optional: false,
    }),
    pickupRequest: r.one.pickupRequests({ from: r.drumStints.pickupRequestId, to: r.pickupRequests.id }),
  },
  pickupRequestDrumNumbers: {
    drumLine: r.one.pickupRequestDrums({
      from: r.pickupRequestDrumNumbers.drumLineId,
      to: r.pickupRequestDrums.id,
      optional: false,
    }),
    drum: r.one.drums({ from: r.pickupRequestDrumNumbers.drumId, to: r.drums.id }),
  },
  pickupRequestImages: {
    pickupRequest: r.one.pickupRequests({
      from: r.pickupRequestImages.pickupRequestId,
      to: r.pickupRequests.id,
      optional: false,
    }),
  },
  messages: {
    pickupRequest: r.one.pickupRequests({ from: r.messages.pickupRequestId, to: r.pickupRequests.id, optional: false }),
    user: r.one.users({ from: r.messages.userId, to: r.users.id }),
    attachments: r.many.messageAttachments({ from: r.messages.id, to: r.messageAttachments.messageId }),
  },
  messageAttachments: {
    message: r.one.messages({ from: r.messageAttachments.messageId, to: r.messages.id, optional: false }),
  },
  notifications: {
    user: r.one.users({ from: r.notifications.userId, to: r.users.id, optional: false }),
    pickupRequest: r.one.pickupRequests({ from: r.notifications.pickupRequestId, to: r.pickupRequests.id }),
    aboutUser: r.one.users({ from: r.notifications.aboutUserId, to: r.users.id }),
  },
  auditEvents: {
    pickupRequest: r.one.pickupRequests({
      from: r.auditEvents.pickupRequestId,
      to: r.pickupRequests.id,
      optional: false,
    }),
    user: r.one.users({ from: r.auditEvents.userId, to: r.users.id }),
  },
}));
