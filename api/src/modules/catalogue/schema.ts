import "./offering.ts";
import "./testimonial.ts";
