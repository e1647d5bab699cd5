import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { StoreServices } from './store-services.ts';

/** A dispatch that accepts every feature's thunks (state left open: each thunk types the slice it reads); selectors are typed by their slice. */
export type AppThunkDispatch = ThunkDispatch<never, StoreServices, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>();
