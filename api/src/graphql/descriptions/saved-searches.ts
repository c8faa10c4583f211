import type { DescriptionMap } from "./keys.ts";

// Saved searches: opportunity alerts with a weekly e-mail (api/src/modules/saved-searches).
export const savedSearchesDescriptions: DescriptionMap = {
  SavedSearch:
    "A member's opportunity alert: the opportunity list's filters, kept so that a weekly e-mail (kind SAVED_SEARCH_DIGEST) lists the new active opportunities matching them. Only its owner can read or delete it.",
  "SavedSearch.id": "The alert's global id.",
  "SavedSearch.country": "Only opportunities in this country; null for any country.",
  "SavedSearch.sector": "Only opportunities in this sector; null for any sector.",
  "SavedSearch.type": "Only opportunities of this type; null for any type.",
  "SavedSearch.search": "Text the title, description or organisation must contain (ignoring case and accents); null for none.",
  "SavedSearch.createdAt": "When the alert was saved; the first weekly e-mail lists opportunities published after it.",
  SavedSearchFilter:
    "The filters to keep as an alert: the opportunity list's country, sector, type and text. Every field is optional; none at all means every new opportunity.",
  "SavedSearchFilter.country": "Only opportunities in this country.",
  "SavedSearchFilter.sector": "Only opportunities in this sector.",
  "SavedSearchFilter.type": "Only opportunities of this type.",
  "SavedSearchFilter.search": "Text the title, description or organisation must contain (at most 200 characters; surrounding spaces are ignored).",
  "Query.savedSearches": "The signed-in member's alerts, oldest first.",
  "Mutation.saveSearch":
    "Saves the given filters as an alert of the signed-in member. Refused (CONFLICT) with reason SAVED_SEARCH_EXISTS when an alert with the same filters exists, and SAVED_SEARCH_LIMIT when the member already has 10.",
  "Mutation.saveSearch(filter)": "The opportunity filters to keep.",
  "Mutation.deleteSavedSearch": "Deletes one of the signed-in member's alerts and returns its id. NOT_FOUND when there is no such alert of theirs.",
  "Mutation.deleteSavedSearch(id)": "The alert's id.",
};
