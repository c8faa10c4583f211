import type { DescriptionMap } from "./keys.ts";
import { connection } from "./relay.ts";

const update = "Omit to keep the current value.";

export const opportunitiesDescriptions: DescriptionMap = {
  Opportunity:
    "A cooperation opportunity (project, partnership, funding or education) published by the platform's administrators. Public while ACTIVE: anyone, including partner API tokens, may read it; administrators also see inactive and expired ones.",
  "Opportunity.id": "Opaque global id of the opportunity.",
  "Opportunity.title": "Title, unique across all opportunities (at most 200 characters).",
  "Opportunity.description": "Full description as plain text (at most 5,000 characters).",
  "Opportunity.country": "Country where the opportunity takes place.",
  "Opportunity.sector": "Sector the opportunity belongs to.",
  "Opportunity.type": "Kind of opportunity.",
  "Opportunity.organization": "Name of the organisation offering the opportunity (at most 200 characters).",
  "Opportunity.location": "Place (city or region) as free text; an empty string when none was given.",
  "Opportunity.budget": "Budget available, in `currency` (USD for every opportunity published so far). Null when the opportunity states no budget.",
  "Opportunity.currency": "Currency of `budget`; USD.",
  "Opportunity.deadline": "Last day to apply (a calendar date, inclusive).",
  "Opportunity.requirements": "What applicants must bring, one item per entry, in the order written (1 to 50 items of at most 500 characters).",
  "Opportunity.status": "Whether the opportunity is open. Non-administrators only ever see ACTIVE ones.",
  "Opportunity.featured": "True when administrators marked the opportunity as featured (highlighted by clients, e.g. on the home page).",
  "Opportunity.applicationCount": "Number of applications received, whatever their status.",
  "Opportunity.createdBy": "Administrator who published it. Administrators only: null for everyone else, and when that account was deleted.",
  "Opportunity.createdAt": "When the opportunity was published.",
  "Opportunity.updatedAt": "When the opportunity was last changed.",
  "Opportunity.savedByMe": "True when the signed-in member has saved (bookmarked) it; always false for visitors and API tokens.",
  "Opportunity.myApplication":
    "The signed-in member's own application to this opportunity. Null when they have not applied, and always null for visitors and API tokens.",

  OpportunityType: "Kind of opportunity.",
  "OpportunityType.PROJECT": "A project to take part in.",
  "OpportunityType.PARTNERSHIP": "A partnership between organisations.",
  "OpportunityType.FUNDING": "Funding (grant, investment or sponsorship).",
  "OpportunityType.EDUCATION": "Education or training (course, scholarship, exchange).",

  OpportunityStatus: "Whether an opportunity is open.",
  "OpportunityStatus.ACTIVE": "Open: listed publicly and open for applications.",
  "OpportunityStatus.INACTIVE": "Paused by an administrator: hidden from the public, closed to applications.",
  "OpportunityStatus.EXPIRED":
    "Marked expired by an administrator (typically once the deadline has passed; nothing expires automatically): hidden from the public, closed to applications.",

  OpportunityFilter: "Narrows the public list of opportunities. Every field given must match (AND); omitted fields do not filter.",
  "OpportunityFilter.country": "Only opportunities in this country.",
  "OpportunityFilter.sector": "Only opportunities of this sector.",
  "OpportunityFilter.type": "Only opportunities of this kind.",
  "OpportunityFilter.featured": "True: only featured opportunities; false: only the others.",

  AdminOpportunityFilter: "Narrows the administrators' list of opportunities. Every field given must match (AND).",
  "AdminOpportunityFilter.status": "Only opportunities with this status.",
  "AdminOpportunityFilter.country": "Only opportunities in this country.",
  "AdminOpportunityFilter.sector": "Only opportunities of this sector.",
  "AdminOpportunityFilter.search":
    "Free text (at most 200 characters), matched case- and accent-insensitively as a substring of the title, description or organisation. Blank means no text filter.",

  OpportunityInput: "A new opportunity. Invalid fields fail with BAD_USER_INPUT, reason VALIDATION_FAILED and one issue per field (REQUIRED, TOO_LONG, TOO_MANY).",
  "OpportunityInput.title": "Title, 1 to 200 characters, not blank; must be unique (CONFLICT, reason DUPLICATE_TITLE).",
  "OpportunityInput.description": "Description, 1 to 5,000 characters, not blank.",
  "OpportunityInput.country": "Country where it takes place.",
  "OpportunityInput.sector": "Sector it belongs to.",
  "OpportunityInput.type": "Kind of opportunity; PROJECT when omitted.",
  "OpportunityInput.organization": "Organisation offering it, 1 to 200 characters, not blank.",
  "OpportunityInput.location": "City or region, 1 to 200 characters, not blank.",
  "OpportunityInput.budget": "Budget in USD, not negative (reason BUDGET_NEGATIVE). Omit it, or send 0, for no budget.",
  "OpportunityInput.deadline":
    "Last day to apply; today or later in the opportunity's country, whose time zone closes it (WAT for Angola, CAT for Namibia, SAST for South Africa, UTC otherwise; reason DEADLINE_IN_PAST).",
  "OpportunityInput.requirements":
    "What applicants must bring, at most 50 items of at most 500 characters. Blank items are dropped; at least one must remain (reason REQUIREMENTS_REQUIRED).",
  "OpportunityInput.featured": "Highlight it on the home page; false when omitted.",
  "OpportunityInput.imageId": "Id of an image returned by `uploadImage` (reason IMAGE_NOT_FOUND when there is none).",
  "OpportunityInput.imageUrl":
    "Path of a stock image under `/images/` (at most 300 characters; other paths fail with IMAGE_URL_NOT_ALLOWED), used when no image was uploaded.",

  OpportunityUpdateInput: `Changes to an opportunity: only the fields given change. The same rules as OpportunityInput apply to each field given.`,
  "OpportunityUpdateInput.title": `New title, 1 to 200 characters, unique (CONFLICT, reason DUPLICATE_TITLE). ${update}`,
  "OpportunityUpdateInput.description": `New description, 1 to 5,000 characters. ${update}`,
  "OpportunityUpdateInput.country": `New country. ${update}`,
  "OpportunityUpdateInput.sector": `New sector. ${update}`,
  "OpportunityUpdateInput.type": `New kind. ${update}`,
  "OpportunityUpdateInput.organization": `New organisation, 1 to 200 characters. ${update}`,
  "OpportunityUpdateInput.location": `New city or region, at most 200 characters. ${update}`,
  "OpportunityUpdateInput.budget": `New budget in USD, not negative; null or 0 removes the budget. ${update}`,
  "OpportunityUpdateInput.deadline": `New last day to apply, today or later in the country's time zone (the new country's when the edit moves it; an unchanged past deadline is kept). ${update}`,
  "OpportunityUpdateInput.requirements": `New list of requirements (replaces the whole list; at least one non-blank item). ${update}`,
  "OpportunityUpdateInput.featured": `Highlight it on the home page or not. ${update}`,
  "OpportunityUpdateInput.status": `New status (ACTIVE, INACTIVE or EXPIRED). ${update}`,
  "OpportunityUpdateInput.imageId": `Id of an image from \`uploadImage\`; null removes the uploaded image. ${update}`,
  "OpportunityUpdateInput.imageUrl": `Path of a stock image under \`/images/\`; setting it without \`imageId\` replaces an uploaded image. ${update}`,

  "Query.opportunities(filter)": "Narrows the list; omit for every active opportunity.",
  ...connection("Query.opportunities", {
    node: "opportunity",
    access: "Public.",
    order: "In the order `orderBy` asks for (newest published first by default).",
    totalCount: "Number of active opportunities that match the filter, across all pages.",
    args: {
      first:
        "Number of items to return from the start of the list (or after `after`). Default 20, at most 100 (a larger number returns 100). Negative: BAD_USER_INPUT, reason NEGATIVE_PAGE_SIZE; with `last`: reason FIRST_AND_LAST.",
      after:
        "Return the items that follow this cursor (an `endCursor` or edge `cursor` of this list with the same `orderBy`; otherwise reason INVALID_CURSOR or CURSOR_ORDER_MISMATCH). May be combined with `before`.",
      last: "Number of items to return from the end of the list (or before `before`). At most 100. Negative: reason NEGATIVE_PAGE_SIZE; with `first`: reason FIRST_AND_LAST.",
      before:
        "Return the items that precede this cursor (a `startCursor` or edge `cursor` of this list with the same `orderBy`; otherwise reason INVALID_CURSOR or CURSOR_ORDER_MISMATCH). May be combined with `after`.",
    },
  }),
  "Query.opportunity":
    "One opportunity by id. Public for ACTIVE opportunities; administrators may read any. Fails with NOT_FOUND when the id is unknown or (for non-administrators) the opportunity is not active, so it is never null in practice; a malformed id fails with BAD_USER_INPUT, reason INVALID_ID.",
  "Query.opportunity(id)": "Global id of the opportunity.",
  "Query.adminOpportunities": "Every opportunity whatever its status, newest first. Administrators only.",
  "Query.adminOpportunities(filter)": "Narrows the list; omit for every opportunity.",
  "Query.adminOpportunities(orderBy)": "The order of the list; newest first when omitted.",
  ...connection("Query.adminOpportunities", {
    node: "opportunity",
    access: "Administrators only.",
    order: "Newest first unless `orderBy` says otherwise.",
    totalCount: "Number of opportunities that match the filter, across all pages.",
  }),
  "Query.mySavedOpportunities": "The signed-in member's saved (bookmarked) opportunities that are still active, newest first. Signed-in members only.",
  ...connection("Query.mySavedOpportunities", {
    node: "saved opportunity",
    access: "The signed-in member's own bookmarks only.",
    order: "Newest opportunity first.",
    totalCount: "Number of the member's saved opportunities that are still active.",
  }),

  "Mutation.createOpportunity":
    "Publishes an opportunity (ACTIVE at once) and notifies every member who has notifications on. Administrators only. Fails with CONFLICT (DUPLICATE_TITLE) or BAD_USER_INPUT (see OpportunityInput).",
  "Mutation.createOpportunity(input)": "The new opportunity.",
  "Mutation.updateOpportunity":
    "Changes the fields given of an opportunity. Administrators only. Fails with NOT_FOUND, CONFLICT (DUPLICATE_TITLE; DEADLINE_PASSED when setting status ACTIVE while the deadline day has ended in the opportunity's time zone: give a later deadline in the same edit) or BAD_USER_INPUT.",
  "Mutation.updateOpportunity(id)": "Global id of the opportunity.",
  "Mutation.updateOpportunity(input)": "The fields to change.",
  "Mutation.setOpportunityStatus":
    "Activates, pauses or expires an opportunity. Administrators only. Fails with NOT_FOUND, or CONFLICT (DEADLINE_PASSED) when activating one whose deadline day has ended in its country's time zone (opportunities close then; extend the deadline with updateOpportunity).",
  "Mutation.setOpportunityStatus(id)": "Global id of the opportunity.",
  "Mutation.setOpportunityStatus(status)": "The new status.",
  "Mutation.deleteOpportunity": "Deletes an opportunity together with its applications and bookmarks, and returns its id. Administrators only. Fails with NOT_FOUND.",
  "Mutation.deleteOpportunity(id)": "Global id of the opportunity.",
  "Mutation.saveOpportunity": "Saves (bookmarks) an active opportunity for the signed-in member; saving twice is harmless. Fails with NOT_FOUND when it is not active.",
  "Mutation.saveOpportunity(opportunityId)": "Global id of the opportunity.",
  "Mutation.unsaveOpportunity":
    "Removes the signed-in member's bookmark (removing one that is not there is harmless) and returns the opportunity. Fails with NOT_FOUND when the opportunity is unknown, or inactive and not saved by the member.",
  "Mutation.unsaveOpportunity(opportunityId)": "Global id of the opportunity.",

  Media: "An uploaded file stored by the platform, served from `url`. Administrators only.",
  "Media.id": "Id of the upload (a UUID); pass it as `imageId` when creating or editing an opportunity.",
  "Media.url": "Path where the file is served, relative to the site (`/media/<id>`).",
  "Media.mimeType": "Media type detected from the file's content (image/jpeg, image/png, image/gif or image/webp).",
  "Media.byteSize": "Size of the file in bytes.",
  "Media.fileName": "File name as stored (the uploaded name made safe, with the extension of the detected type).",
  "Mutation.uploadImage":
    "Stores an image for an opportunity. JPEG, PNG, GIF or WebP (checked by content), at most 5 MB and 40 megapixels; fails with BAD_USER_INPUT, reason IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED or IMAGE_TOO_MANY_PIXELS. Administrators only.",
  "Mutation.uploadImage(file)": "The image, sent as a GraphQL multipart request part.",

  OpportunityEvent: "A committed change to an opportunity, for keeping a live list up to date: INSERT adds, UPDATE replaces, DELETE removes. Public.",
  "OpportunityEvent.op": "What happened to the opportunity.",
  "OpportunityEvent.id": "Global id of the opportunity that changed (the same id lists return).",
  "OpportunityEvent.entered":
    "True when the opportunity was not in the subscriber's view before this change and is now: inserted, reactivated (for non-administrators) or changed so that it matches the filter; a live list should then add it.",
  OpportunityEventOp: "Kind of change to an opportunity.",
  "OpportunityEventOp.INSERT": "The opportunity was published.",
  "OpportunityEventOp.UPDATE": "The opportunity was changed.",
  "OpportunityEventOp.DELETE": "The opportunity was deleted.",
};
