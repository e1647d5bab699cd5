import type { ProductRef } from '@shop/shared/handles';
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  nextSimilarOffset,
  PRODUCTS_PER_PAGE,
  previousSimilarOffset,
} from '@shop/shared/catalog';
import type { Product } from '@shop/shared/products';
import type { ProductReviews, ReviewSort } from '@shop/shared/reviews';
import type { LandingView } from '@shop/shared/storefront-content';
import type { RequestStatus } from '../../lib/request-status.ts';
import type { StoreServices } from '../../lib/store-services.ts';
import { chosenLabels, type GridQuery, gridHref, toProductQuery } from './grid-query.ts';

export interface ProductsState {
  /** The grid's current page of products (decision 016: the grid reads pages from the API). */
  products: Product[];
  /** How many products match the grid's search or filter, across pages. */
  total: number;
  /** The grid address `products` answers; null when nothing is loaded or the catalogue changed. */
  pageKey: string | null;
  /** The latest page request: an earlier one answering late is not shown. */
  pageRequest: string | null;
  singleProduct: Product | null;
  /** The published reviews of the product page's plant, in the order asked for (decision 041). */
  reviews: ProductReviews | null;
  /** The product the catalogue said it does not have: its page is a 404 without asking again. */
  /** The address (a number or a handle) the catalogue said has no product. */
  notFound: ProductRef | null;
  /** 'YOU MIGHT ALSO LIKE': products sharing a tag with `similarFor`, itself excluded. */
  similar: Product[];
  similarFor: number | null;
  /** The landing page as the owner made it, its featured plants chosen (decision 049); null until loaded. */
  landing: LandingView | null;
  filterBy: string[];
  searchBy: string;
  sortBy: string;
  error: string;
  loading: boolean;
  status: RequestStatus;
  similarPage: number;
  productPage: number;
  useSearch: boolean;
}

export const initialProductsState: ProductsState = {
  products: [],
  total: 0,
  pageKey: null,
  pageRequest: null,
  singleProduct: null,
  reviews: null,
  notFound: null,
  similar: [],
  similarFor: null,
  landing: null,
  filterBy: [],
  searchBy: '',
  sortBy: '',
  error: '',
  loading: false,
  status: '',
  similarPage: 0,
  productPage: 0,
  useSearch: false,
};

/** How many recommendations the product page offers (three turns of the carousel). */
export const SIMILAR_LIMIT = 12;

interface ThunkConfig {
  rejectValue: string;
  extra: StoreServices;
}

/** Loads one page of the grid. Only the latest request's answer is shown. */
export const fetchProductPage = createAsyncThunk<{ items: Product[]; total: number }, GridQuery, ThunkConfig>(
  'products/fetchPage',
  (query, { extra }) => extra.catalogue.page(toProductQuery(query)),
);

export const fetchProduct = createAsyncThunk<Product, ProductRef, ThunkConfig>(
  'products/fetchOne',
  async (ref, { extra, rejectWithValue }) => {
    const product = await extra.catalogue.product(ref);
    return product ?? rejectWithValue('Product not found');
  },
);

/** Recommendations from the paged API: any of the product's tags, one more than needed, then itself dropped. */
export const fetchSimilar = createAsyncThunk<Product[], Product, ThunkConfig>(
  'products/fetchSimilar',
  async (product, { extra }) => {
    const tag = product.tags.map((each) => each.tagName);
    if (tag.length === 0) return [];
    const { items } = await extra.catalogue.page({ tag, limit: SIMILAR_LIMIT + 1 });
    return items.filter((other) => other.id !== product.id).slice(0, SIMILAR_LIMIT);
  },
);

/** A plant's reviews; reading them may fail without failing its page (rejected with a value). */
export const fetchReviews = createAsyncThunk<ProductReviews | null, { productId: number; sort?: ReviewSort }, ThunkConfig>(
  'products/fetchReviews',
  async ({ productId, sort }, { extra, rejectWithValue }) => {
    if (!extra.catalogue.reviews) return null;
    try {
      return await extra.catalogue.reviews(productId, sort);
    } catch {
      return rejectWithValue('Reviews could not be read');
    }
  },
);

const productsSlice = createSlice({
  name: 'products',
  initialState: initialProductsState,
  reducers: {
    /** The grid's address changed: docs/product's filter, search, sort and page fields follow it. */
    gridShown(state, action: PayloadAction<GridQuery>) {
      const query = action.payload;
      state.useSearch = query.search !== null;
      state.searchBy = query.search ?? '';
      state.filterBy = chosenLabels(query);
      state.sortBy = query.sort;
      state.productPage = (query.page - 1) * PRODUCTS_PER_PAGE;
    },
    /** `total` is the number of similar products. */
    nextSimilarPage(state, action: PayloadAction<number>) {
      state.similarPage = nextSimilarOffset(state.similarPage, action.payload);
    },
    previousSimilarPage(state) {
      state.similarPage = previousSimilarOffset(state.similarPage);
    },
    /** The landing page as read (the server's, or GET /api/landing); null: read it again when next shown (an admin's edit). */
    landingChanged(state, action: PayloadAction<LandingView | null>) {
      state.landing = action.payload;
    },
    resetProducts(state) {
      state.status = '';
      state.error = '';
      state.similarPage = 0;
    },
    /** A product was changed here (admin): what was loaded is read again when next shown. */
    catalogueChanged(state) {
      state.pageKey = null;
      state.similarFor = null;
      state.singleProduct = null;
      state.reviews = null;
      state.notFound = null;
      state.landing = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchProductPage.pending, (state, action) => {
        state.pageRequest = action.meta.requestId;
        state.status = 'loading';
        state.error = '';
        state.loading = true;
      })
      .addCase(fetchProductPage.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.pageRequest) return;
        state.pageRequest = null;
        state.products = action.payload.items;
        state.total = action.payload.total;
        state.pageKey = gridHref(action.meta.arg);
        state.status = 'success';
        state.loading = false;
      })
      .addCase(fetchProductPage.rejected, (state, action) => {
        if (action.meta.requestId !== state.pageRequest) return;
        state.pageRequest = null;
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? '';
        state.loading = false;
      })
      .addCase(fetchProduct.pending, (state) => {
        state.status = 'loading';
        state.error = '';
        state.loading = true;
      })
      .addCase(fetchProduct.fulfilled, (state, action) => {
        state.singleProduct = action.payload;
        state.status = 'success';
        state.loading = false;
      })
      .addCase(fetchProduct.rejected, (state, action) => {
        state.singleProduct = null;
        // Rejected with a value: the catalogue has no such product (after any other failure it is asked again).
        state.notFound = action.payload === undefined ? null : action.meta.arg;
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? '';
        state.loading = false;
      })
      .addCase(fetchReviews.fulfilled, (state, action) => {
        state.reviews = action.payload;
      })
      .addCase(fetchSimilar.fulfilled, (state, action) => {
        state.similar = action.payload;
        state.similarFor = action.meta.arg.id;
      });
  },
});

export const { gridShown, nextSimilarPage, previousSimilarPage, resetProducts, catalogueChanged, landingChanged } =
  productsSlice.actions;
export const productsReducer = productsSlice.reducer;

export interface ProductsRoot {
  products: ProductsState;
}
export const selectProducts = (state: ProductsRoot) => state.products;
