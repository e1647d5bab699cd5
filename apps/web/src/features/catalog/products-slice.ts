import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  nextPageOffset,
  nextSimilarOffset,
  previousPageOffset,
  previousSimilarOffset,
} from '@shop/shared/catalog';
import type { Product } from '@shop/shared/products';
import { messageOf } from '../../lib/api.ts';
import type { RequestStatus } from '../../lib/request-status.ts';
import { getProduct, getProducts } from './products-api.ts';

export interface ProductsState {
  products: Product[];
  singleProduct: Product | null;
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
  singleProduct: null,
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

export const fetchProducts = createAsyncThunk<Product[], void, { rejectValue: string }>(
  'products/fetchAll',
  async (_, { rejectWithValue }) => {
    try {
      return await getProducts();
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

export const fetchProduct = createAsyncThunk<Product, number, { rejectValue: string }>(
  'products/fetchOne',
  async (id, { rejectWithValue }) => {
    try {
      return await getProduct(id);
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

const productsSlice = createSlice({
  name: 'products',
  initialState: initialProductsState,
  reducers: {
    /** One filter at a time; choosing one ends any search. */
    setFilter(state, action: PayloadAction<string>) {
      state.productPage = 0;
      state.filterBy = action.payload ? [action.payload] : [];
      state.useSearch = false;
      state.searchBy = '';
    },
    setSearch(state, action: PayloadAction<string>) {
      state.searchBy = action.payload;
      state.useSearch = true;
      state.filterBy = [];
      state.productPage = 0;
    },
    /** Ends a search (the filters stay as they are). */
    clearSearch(state) {
      if (!state.useSearch) return;
      state.useSearch = false;
      state.searchBy = '';
      state.productPage = 0;
    },
    setSort(state, action: PayloadAction<string>) {
      state.sortBy = action.payload;
      state.productPage = 0;
    },
    /** `total` is the count after search and filter. */
    nextProductPage(state, action: PayloadAction<number>) {
      state.productPage = nextPageOffset(state.productPage, action.payload);
    },
    previousProductPage(state) {
      state.productPage = previousPageOffset(state.productPage);
    },
    /** `total` is the number of similar products. */
    nextSimilarPage(state, action: PayloadAction<number>) {
      state.similarPage = nextSimilarOffset(state.similarPage, action.payload);
    },
    previousSimilarPage(state) {
      state.similarPage = previousSimilarOffset(state.similarPage);
    },
    resetProducts(state) {
      state.status = '';
      state.error = '';
      state.similarPage = 0;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchProducts.pending, (state) => {
        state.status = 'loading';
        state.error = '';
        state.loading = true;
      })
      .addCase(fetchProducts.fulfilled, (state, action) => {
        state.products = action.payload;
        state.status = 'success';
        state.loading = false;
      })
      .addCase(fetchProducts.rejected, (state, action) => {
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
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? '';
        state.loading = false;
      });
  },
});

export const {
  setFilter,
  setSearch,
  clearSearch,
  setSort,
  nextProductPage,
  previousProductPage,
  nextSimilarPage,
  previousSimilarPage,
  resetProducts,
} = productsSlice.actions;
export const productsReducer = productsSlice.reducer;

export interface ProductsRoot {
  products: ProductsState;
}
export const selectProducts = (state: ProductsRoot) => state.products;
