export interface Localized {
  pt: string;
  en: string;
}
export interface LocalizedList {
  pt: string[];
  en: string[];
}

export interface CatalogueService {
  id: string;
  category: string;
  countries: string[];
  featured: boolean;
  icon: string;
  imageUrl: string;
  providers: string[];
  title: Localized;
  description: Localized;
  price: Localized;
  duration: Localized;
  features: LocalizedList;
  benefits: LocalizedList;
  requirements: LocalizedList;
}
