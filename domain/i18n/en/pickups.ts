// The pickups namespace of the English catalogue (docs/languages.md): the returner's pickup
// request form, its card, its dialogs and its event history.
export const pickups = {
  form: {
    title: 'Create Pickup Request',
    subtitle: 'Add drums and location details for collection',
    // One sentence around a link: the words before it, the link's, and the words after it.
    draftNoticeBefore: 'Your request is saved as a draft. To finalize it, go to the',
    draftNoticeLink: "'My Reports' tab",
    draftNoticeAfter: "and click 'Send Pickup Request'.",
    save: 'Save Pickup Request',
    submitting: 'Submitting...',
    saved: 'Request Saved',
    savedDescription: 'Your pickup request has been saved successfully.',
    createFailed: 'Failed to create pickup request',
    fixErrors: 'Please fix the following errors:',
    /** Beside the disabled Save: the request has no photo yet. */
    saveBlocked: 'Please upload at least one photo to save the request.',
    drumsSection: 'Drum Details',
    locationSection: 'Pickup Location',
    siteSection: 'Site Information',
    comments: 'Additional Information for Transporter',
  },
  site: {
    hasLoadingCapability: 'We have truck loading capability on site',
    supportsForklift: 'We have no loading capability but location support this',
    requiresCraneTruck: 'Crane truck is needed for pickup',
  },
  // The photo count rule's message with the request's count (the others are errors.pickup).
  rules: {
    /** tooManyImagesFor: `max` is MAX_IMAGES_PER_REQUEST, `count` the photos the request has. */
    tooManyImagesFor:
      'You can upload a maximum of {max} images total. You currently have {count, plural, other {# image(s)}}.',
  },
  drums: {
    type: 'Drum Type',
    search: 'Search...',
    none: 'No drums found',
    quantity: 'Quantity',
    update: 'Update',
    add: 'Add',
    empty: 'No drums added yet. Use the form above to add drums to your pickup request.',
    caption: 'Added drums',
    actions: 'Actions',
    /** A row's delete button, for a screen reader: "Delete K10 wood". */
    deleteNamed: 'Delete {name}',
    selectType: 'Select drum type',
    invalidQuantity: 'Invalid quantity',
  },
  photos: {
    title: 'Photos',
    upload: 'Upload Photos',
    take: 'Take Photo',
    preparing: 'Preparing photos...',
    /** `total` photos of at most `max`. */
    hint: 'PNG, JPG or GIF, up to 10MB each; larger photos are scaled down to fit and sent as JPG (GIFs are sent as they are). {total} of {max} photos.',
    tooMany: 'Too many images',
    removeNamed: 'Remove {name}',
  },
  address: {
    unsupportedTitle: 'Location not available',
    unsupported: "Your browser doesn't support location services.",
    denied: 'Location access denied. Please enable location permissions in your browser settings.',
    unavailable: 'Location information is unavailable. Please check your device settings.',
    timeout: 'Location request timed out. Please try again.',
    other: 'Unable to get your location. Please try again or enter your address manually.',
    found: 'Location found',
    address: 'Address',
    searchLabel: 'Search for a place',
    searchPlaceholder: 'Street, city',
    searching: 'Searching...',
    searchResults: 'Search results',
    noPlaces: 'No places found',
    searchUnavailable:
      'Place search is unavailable right now. Type the address, or set the point on the map or with Use My Location.',
    locating: 'Locating...',
    useMyLocation: 'Use My Location',
    /** On a touch screen. */
    tapMap: 'Tap the map to set the pickup point.',
    /** With a mouse. */
    clickMap: 'Click the map to set the pickup point.',
    latitude: 'Latitude',
    longitude: 'Longitude',
    latitudeIgnored: 'Not a latitude (a number from -90 to 90): it will be ignored',
    longitudeIgnored: 'Not a longitude (a number from -180 to 180): it will be ignored',
  },
  map: {
    /** The map's credit; `link` is the link "OpenStreetMap" (HTML). */
    attribution: '{link} contributors',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    /** The title of Leaflet's own credit link (Leaflet's words in English). */
    leafletTitle: 'A JavaScript library for interactive maps',
  },
  card: {
    /** After the bold count: "3 drums". */
    drums: '{count, plural, one {drum} other {drums}}',
    collectedOn: 'Collected {date}',
    pickupOn: 'Pickup {date}',
    submittedOn: 'Submitted {date}',
    createdOn: 'Created {date}',
    /** After "+2", for a screen reader. */
    morePhotos: 'more photos',
    notBooked: 'Not booked yet: no transport company sees it until you send it.',
    viewDetails: 'View Details',
    send: 'Send Pickup Request',
    deleteTitle: 'Delete pickup request?',
    deleteBody: '{reference} and its photos will be permanently removed. This cannot be undone.',
    deleting: 'Deleting...',
    deleted: 'Pickup request deleted',
    deleteFailed: 'Failed to delete pickup request',
    submitTitle: 'Submit for Pickup?',
    submitBody: '{reference} will be sent for collection. After that it can no longer be edited.',
    submit: 'Submit for Pickup',
    submitting: 'Submitting...',
    submitted: 'Pickup request submitted',
    submitFailed: 'Failed to submit pickup request',
  },
  edit: {
    title: 'Edit Return',
    saveChanges: 'Save Changes',
    uploadFailed: 'Failed to upload images',
    updateFailed: 'Failed to update pickup request',
    updated: 'Pickup request updated successfully',
    updatedDescription: 'Your changes have been saved',
    discardTitle: 'Discard unsaved changes?',
    keepEditing: 'Keep Editing',
    discard: 'Discard',
    discardBody: 'The changes you made to this return will be lost.',
  },
  unsaved: {
    title: 'Unsaved Changes',
    stay: 'Stay',
    leave: 'Leave',
    body: 'You have unsaved changes. Are you sure you want to leave? All your changes will be lost.',
  },
  progress: {
    label: 'Progress',
    /** The card's bar: "Step 2 of 5: Sent" (`name` is the step's name). */
    stepOf: 'Step {step} of {total}: {name}',
  },
  viewer: {
    /** A photo shown full size: "site.jpg (1 of 3)". */
    title: '{filename} ({position} of {total})',
    previous: 'Previous image',
    next: 'Next image',
  },
  details: {
    /** After the reference number in the dialog's title. */
    title: 'Details',
    /** After the reference number, for admins and transporters. */
    completeTitle: 'Complete Details',
    status: 'Status',
    totalDrums: 'Total drums',
    address: 'Address',
    coordinates: 'Coordinates',
    zone: 'Zone',
    returnerCompany: 'Returner company',
    transporter: 'Transporter',
    location: 'Location',
    drums: 'Drums',
    type: 'Type',
    specification: 'Specification',
    primary: 'Primary',
    timeline: 'Timeline',
    /** Before the date, which is bold. */
    pickupDate: 'Pickup date:',
    history: 'Complete Event History',
    adminEdit: 'Admin Edit',
  },
  history: {
    statusChanged: 'Status changed',
    returnerChanged: 'Returner changed',
    returnerCompanyChanged: 'Returner company changed',
    transportCompanyChanged: 'Transport company changed',
    addressChanged: 'Address changed',
    drumsModified: 'Drums modified',
    /** A drum line without a name. */
    drum: 'Drum',
    added: 'Added',
    removed: 'Removed',
    modified: 'Modified',
    before: 'Before',
    after: 'After',
    parseFailed: 'Failed to parse event details',
    displayFailed: 'Unable to display event details',
  },
} as const;
