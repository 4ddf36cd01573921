export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  date: string; // ISO
  category: string;
  coverImage: string;
  readTime: number;
  views: number;
  tags: string[];
}
